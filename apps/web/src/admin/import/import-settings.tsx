import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Select, Space, Upload } from 'antd';
import { IMPORT_TABLE_KEYS, IMPORT_TABLES, type ImportMode, type ImportNewBatchChoice, type ImportTableKey } from '@yzy/shared/contracts';
import { downloadTemplate } from './api';

/** What a check does with a batch the row's province has never had. */
const NEW_BATCH_TEXT: Record<ImportNewBatchChoice, string> = {
  refuse: '不导入（默认，报告中列出）',
  official: '按本省官方批次导入',
  create: '新建该批次',
};

interface ImportSettingsProps {
  table: ImportTableKey;
  onTable(table: ImportTableKey): void;
  /** The default source of rows that name none. */
  source: string;
  onSource(source: string): void;
  /** What to do with batches the province never had; null for a table without batches. */
  newBatch: ImportNewBatchChoice | null;
  onNewBatch(choice: ImportNewBatchChoice): void;
  /** Add/update or replace the scope; null for a table imported whole. */
  mode: ImportMode | null;
  onMode(mode: ImportMode): void;
  uploading: boolean;
  onFile(file: File): void;
}

/** The choices of an import: the table, its templates, the default source, new batches, the mode, and the file to check. */
export function ImportSettings({
  table,
  onTable,
  source,
  onSource,
  newBatch,
  onNewBatch,
  mode,
  onMode,
  uploading,
  onFile,
}: ImportSettingsProps) {
  const handleTemplate = (format: 'csv' | 'xlsx') => downloadTemplate(table, format).catch(() => undefined);
  return (
    <Form layout="vertical" className="admin-import-form">
      <Space size="large" align="end" wrap>
        <Form.Item label="数据表">
          <Select<ImportTableKey>
            value={table}
            onChange={onTable}
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
            onChange={(e) => onSource(e.target.value)}
            maxLength={50}
            placeholder="如 2026年江苏省教育考试院"
            style={{ width: 260 }}
            data-testid="import-source"
          />
        </Form.Item>
        {newBatch !== null && (
          <Form.Item
            label="本省未有的批次"
            tooltip="文件中的批次本省从未有过（如 本科提前批(艺术类平行组)）时：不导入这些行，按本省官方批次导入（原批次名记为批次备注），或确认新建该批次"
          >
            <Select<ImportNewBatchChoice>
              value={newBatch}
              onChange={onNewBatch}
              style={{ width: 220 }}
              data-testid="import-new-batch"
              options={(Object.keys(NEW_BATCH_TEXT) as ImportNewBatchChoice[]).map((value) => ({ value, label: NEW_BATCH_TEXT[value] }))}
            />
          </Form.Item>
        )}
        {mode !== null && (
          <Form.Item label="导入方式" tooltip="一分一段表总是整表替换：累计人数只有整张表才成立">
            <Radio.Group value={mode} onChange={(e) => onMode(e.target.value as ImportMode)} data-testid="import-mode">
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
              onFile(file);
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="import-choose">
              选择文件并校验
            </Button>
          </Upload>
        </Form.Item>
      </Space>
    </Form>
  );
}
