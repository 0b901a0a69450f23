import { useState } from 'react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Collapse, Divider, Form, Input, Radio, Select, Space, Upload } from 'antd';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TABLE_KEYS,
  IMPORT_TABLES,
  type ImportMode,
  type ImportNewBatchChoice,
  type ImportTableKey,
} from '@yzy/shared/contracts';
import { readAsDataUrl } from '../lib/files';
import { downloadTemplate, newProgressKey, useImportTables, useUploadImport } from './api';
import { ImportProgressBar, useCommitWithProgress, type CommitOptions } from './import-progress';
import { ImportReportView, MODE_TEXT } from './import-report';
import { TableColumns } from './table-columns';

interface ImportUploaderProps {
  table: ImportTableKey;
  onTable(table: ImportTableKey): void;
}

/** What a check does with a batch the row's province has never had. */
const NEW_BATCH_TEXT: Record<ImportNewBatchChoice, string> = {
  refuse: '不导入（默认，报告中列出）',
  official: '按本省官方批次导入',
  create: '新建该批次',
};

/** Pick a table, get its template, choose a file: the server checks every row and reports; 确认导入 applies it. */
export function ImportUploader({ table, onTable }: ImportUploaderProps) {
  const { message } = App.useApp();
  const [source, setSource] = useState('');
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [layout, setLayout] = useState({ year: '', province: '', examCategory: '', batch: '' });
  const [newBatch, setNewBatch] = useState<ImportNewBatchChoice>('refuse');
  // The file last checked, so a report can be checked again with another choice for new batches.
  const [lastFile, setLastFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState<string | null>(null);
  const [uploadKey, setUploadKey] = useState<string | null>(null);
  const tables = useImportTables();
  const upload = useUploadImport();
  const { commit, start: startCommit, progressKey: commitKey } = useCommitWithProgress();
  const info = tables.data?.find((t) => t.table === table);

  const handleTable = (next: ImportTableKey) => {
    upload.reset();
    commit.reset();
    onTable(next);
  };
  const handleFile = async (file: File, batchChoice = newBatch) => {
    commit.reset();
    upload.reset();
    setTooBig(null);
    setLastFile(file);
    if (file.size > IMPORT_MAX_BYTES) {
      setTooBig(`文件过大：不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB（当前 ${(file.size / 1024 / 1024).toFixed(1)}MB）`);
      return;
    }
    const progressKey = newProgressKey();
    setUploadKey(progressKey);
    upload.mutate(
      {
        table,
        fileName: file.name,
        fileBase64: await readAsDataUrl(file),
        source: source.trim(),
        mode,
        ...layout,
        newBatch: batchChoice,
        progressKey,
      },
      { onSettled: () => setUploadKey(null) },
    );
  };
  const handleNewBatch = (choice: ImportNewBatchChoice) => {
    setNewBatch(choice);
    if (lastFile) {
      void handleFile(lastFile, choice);
    }
  };
  const handleTemplate = (format: 'csv' | 'xlsx') => downloadTemplate(table, format).catch(() => undefined);
  const handleCommit = (importId: string, options?: CommitOptions) =>
    startCommit(
      importId,
      (result) => void message.success(`已导入 ${result.rows} 行${result.skipped > 0 ? `，跳过 ${result.skipped} 行` : ''}`),
      options,
    );
  const scoped = tables.data !== undefined && ['enrollmentPlans', 'admissionRecords', 'controlLines', 'scoreRanks'].includes(table);
  const official = table === 'admissionRecords' || table === 'scoreRanks';
  const batched = table === 'admissionRecords' || table === 'enrollmentPlans';
  const layoutField = (field: keyof typeof layout, label: string, placeholder: string, width: number) => (
    <Form.Item label={label} key={field}>
      <Input
        value={layout[field]}
        onChange={(e) => setLayout({ ...layout, [field]: e.target.value })}
        placeholder={placeholder}
        style={{ width }}
        data-testid={`import-layout-${field}`}
      />
    </Form.Item>
  );

  return (
    <div className="admin-stack">
      <Form layout="vertical" className="admin-import-form">
        <Space size="large" align="end" wrap>
          <Form.Item label="数据表">
            <Select<ImportTableKey>
              value={table}
              onChange={handleTable}
              style={{ width: 200 }}
              data-testid="import-table"
              options={IMPORT_TABLE_KEYS.map((key) => ({ value: key, label: IMPORT_TABLES[key].label }))}
            />
          </Form.Item>
          <Form.Item label="模板">
            <Space>
              <Button icon={<DownloadOutlined />} onClick={() => handleTemplate('csv')} data-testid="import-template-csv">
                CSV模板
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => handleTemplate('xlsx')} data-testid="import-template-xlsx">
                XLSX模板
              </Button>
            </Space>
          </Form.Item>
          <Form.Item label="默认来源" tooltip="来源列留空的行使用这里的来源，站点会在数据旁显示">
            <Input
              value={source}
              onChange={(e) => setSource(e.target.value)}
              maxLength={50}
              placeholder="如 2026年江苏省教育考试院"
              style={{ width: 260 }}
              data-testid="import-source"
            />
          </Form.Item>
          {batched && (
            <Form.Item
              label="本省未有的批次"
              tooltip="文件中的批次本省从未有过（如 本科提前批(艺术类平行组)）时：不导入这些行，按本省官方批次导入（原批次名记为批次备注），或确认新建该批次"
            >
              <Select<ImportNewBatchChoice>
                value={newBatch}
                onChange={setNewBatch}
                style={{ width: 220 }}
                data-testid="import-new-batch"
                options={(Object.keys(NEW_BATCH_TEXT) as ImportNewBatchChoice[]).map((value) => ({ value, label: NEW_BATCH_TEXT[value] }))}
              />
            </Form.Item>
          )}
          {scoped && (
            <Form.Item label="导入方式" tooltip="一分一段表总是整表替换：累计人数只有整张表才成立">
              <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as ImportMode)} data-testid="import-mode">
                <Radio value="upsert">仅新增/更新</Radio>
                <Radio value="replace">替换范围</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          <Form.Item label="文件（CSV或XLSX，10MB以内）">
            <Upload
              accept=".csv,.xlsx"
              showUploadList={false}
              beforeUpload={(file) => {
                // The file is read and sent by handleFile; antd's own upload stays off.
                void handleFile(file);
                return false;
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} loading={upload.isPending} data-testid="import-choose">
                选择文件并校验
              </Button>
            </Upload>
          </Form.Item>
        </Space>
      </Form>
      {official && (
        <Collapse
          size="small"
          items={[
            {
              key: 'layout',
              label: `官方表格格式（${table === 'admissionRecords' ? '各省投档线表' : '一分一段表'}）：文件没有年份、省份、科类${table === 'admissionRecords' ? '、批次' : ''}列时在此填写`,
              children: (
                <Form layout="vertical">
                  <Space wrap>
                    {layoutField('year', '年份', '2026', 90)}
                    {layoutField('province', '省份', '河南', 110)}
                    {layoutField('examCategory', '科类', '美术与设计类', 180)}
                    {table === 'admissionRecords' && layoutField('batch', '批次', '艺术类本科批', 160)}
                  </Space>
                </Form>
              ),
            },
          ]}
        />
      )}
      {info && <Alert type="info" showIcon title={scoped ? `导入方式：${MODE_TEXT[mode]}` : `导入范围：${info.scope}`} />}
      {info && (
        <Collapse
          size="small"
          items={[{ key: 'columns', label: `「${info.label}」的列（${info.columns.length}列）`, children: <TableColumns info={info} /> }]}
        />
      )}
      {upload.isPending && uploadKey && <ImportProgressBar progressKey={uploadKey} />}
      {tooBig && <Alert type="error" showIcon title={tooBig} />}
      {upload.error && <Alert type="error" showIcon title={`上传失败：${upload.error.message}`} />}
      {upload.data && (
        <>
          <Divider titlePlacement="start">校验报告</Divider>
          <ImportReportView
            report={upload.data}
            onCommit={handleCommit}
            onNewBatch={lastFile ? handleNewBatch : undefined}
            committing={commit.isPending}
            commitProgressKey={commitKey}
            committed={commit.data ?? null}
          />
        </>
      )}
    </div>
  );
}
