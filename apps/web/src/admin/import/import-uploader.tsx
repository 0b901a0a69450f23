import { useState } from 'react';
import { Alert, App, Collapse, Divider } from 'antd';
import { IMPORT_MAX_BYTES, type ImportMode, type ImportNewBatchChoice, type ImportTableKey } from '@yzy/shared/contracts';
import { readAsDataUrl } from '../lib/files';
import { newProgressKey, useImportTables, useUploadImport } from './api';
import { ImportProgressBar, useCommitWithProgress, type CommitOptions } from './import-progress';
import { ImportReportView, MODE_TEXT } from './import-report';
import { ImportSettings } from './import-settings';
import { OfficialLayout, type LayoutFields } from './official-layout';
import { TableColumns } from './table-columns';

interface ImportUploaderProps {
  table: ImportTableKey;
  onTable(table: ImportTableKey): void;
}

/** Pick a table, get its template, choose a file: the server checks every row and reports; 确认导入 applies it. */
export function ImportUploader({ table, onTable }: ImportUploaderProps) {
  const { message } = App.useApp();
  const [source, setSource] = useState('');
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [layout, setLayout] = useState<LayoutFields>({ year: '', province: '', examCategory: '', batch: '' });
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
  const handleCommit = (importId: string, options?: CommitOptions) =>
    startCommit(
      importId,
      (result) => void message.success(`已导入 ${result.rows} 行${result.skipped > 0 ? `，跳过 ${result.skipped} 行` : ''}`),
      options,
    );
  const scoped = tables.data !== undefined && ['enrollmentPlans', 'admissionRecords', 'controlLines', 'scoreRanks'].includes(table);
  const official = table === 'admissionRecords' || table === 'scoreRanks';
  const batched = table === 'admissionRecords' || table === 'enrollmentPlans';
  return (
    <div className="admin-stack">
      <ImportSettings
        table={table}
        onTable={handleTable}
        source={source}
        onSource={setSource}
        newBatch={batched ? newBatch : null}
        onNewBatch={setNewBatch}
        mode={scoped ? mode : null}
        onMode={setMode}
        uploading={upload.isPending}
        onFile={(file) => void handleFile(file)}
      />
      {official && <OfficialLayout table={table} layout={layout} onChange={setLayout} />}
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
