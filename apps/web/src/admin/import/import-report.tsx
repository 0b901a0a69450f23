import { Alert, Button, Col, Descriptions, Popconfirm, Row, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import {
  IMPORT_REPORT_MAX,
  IMPORT_TABLES,
  type ImportNameMatch,
  type ImportNewBatch,
  type ImportNewBatchChoice,
  type ImportRejection,
} from '@yzy/shared/contracts';
import type { ImportCommitResult, ImportReport } from './api';
import { changeTotals, ImportChanges } from './import-changes';
import { ImportProgressBar, type CommitOptions } from './import-progress';
import { ReportVerdict } from './report-verdict';

interface ImportReportViewProps {
  report: ImportReport;
  /** Present when the report may still be committed from here (whole, or its accepted rows alone when `partial`). */
  onCommit?(importId: string, options?: CommitOptions): void;
  /** Present when the file can be checked again with another choice for batches its province has not had. */
  onNewBatch?(choice: ImportNewBatchChoice): void;
  committing?: boolean;
  /** The running commit's progress key (import-progress.tsx): its progress shows under 确认导入. */
  commitProgressKey?: string | null;
  committed?: ImportCommitResult | null;
}

/** Row 0 is the whole file, row 1 the header row (as Excel numbers rows). */
export function rowText(row: number): string {
  if (row === 0) {
    return '整个文件';
  }
  return row === 1 ? '第1行（表头）' : `第${row}行`;
}

// Several problems of one row may name the same column: the position in the report is the key.
type KeyedRejection = ImportRejection & { key: number };

const rejectionColumns: TableColumnsType<KeyedRejection> = [
  { title: '行号', dataIndex: 'row', width: 130, render: rowText },
  { title: '列', dataIndex: 'column', width: 140, render: (column: string) => column || '—' },
  { title: '原因', dataIndex: 'reason' },
];

export const MODE_TEXT = { upsert: '仅新增/更新（不删除文件中没有的行）', replace: '替换范围（范围内文件中没有的行将被删除）' } as const;

/** How a school name was read, in words. */
export const READING_TEXT: Record<string, string> = {
  normalised: '括号、空格写法不同',
  alias: '别名表',
  campus: '校区（校区名记入专业名称）',
  code: '本省院校代号',
  nationalCode: '全国院校代码',
};

const matchColumns: TableColumnsType<ImportNameMatch> = [
  { title: '文件中的写法', dataIndex: 'printed' },
  { title: '匹配为', dataIndex: 'school' },
  { title: '依据', dataIndex: 'by', width: 200, render: (by: string) => READING_TEXT[by] ?? by },
  { title: '行', key: 'rows', width: 150, render: (_, m) => (m.rows > 1 ? `${rowText(m.row)} 等 ${m.rows} 行` : rowText(m.row)) },
];

/** The batches of the file its province has not had, what this check did with them, and the other choices. */
function NewBatches({ batches, onNewBatch }: { batches: readonly ImportNewBatch[]; onNewBatch?(choice: ImportNewBatchChoice): void }) {
  const choice = batches[0]?.choice ?? 'refuse';
  const officials = [...new Set(batches.map((b) => b.official).filter((name): name is string => name !== null))];
  const done =
    choice === 'official'
      ? `已按本省官方批次导入（${batches.map((b) => `「${b.name}」→「${b.official ?? '无对应官方批次'}」`).join('、')}），原批次名记为批次备注`
      : choice === 'create'
        ? `确认导入后将新建批次：${batches.map((b) => `「${b.name}」（${b.level}，志愿规则待核实）`).join('、')}`
        : null;
  return (
    <Alert
      type={choice === 'refuse' ? 'warning' : 'info'}
      showIcon
      data-testid="import-new-batches"
      title={`文件中有本省未有的批次：${batches.map((b) => `${b.province}${b.year}年「${b.name}」（${b.rows}行）`).join('、')}`}
      description={
        <Space direction="vertical" size={4}>
          {done ?? (
            <span>
              这些行暂未通过校验。可按本省官方批次
              {officials.length > 0 ? officials.map((o) => `「${o}」`).join('、') : '（无对应的官方批次）'}
              导入，原批次名记为批次备注；或确认新建批次（志愿规则沿用同层次官方批次，标为待核实）。
            </span>
          )}
          {onNewBatch && (
            <Space wrap>
              {choice !== 'official' && officials.length > 0 && (
                <Button size="small" onClick={() => onNewBatch('official')} data-testid="import-batch-official">
                  按官方批次{officials.map((o) => `「${o}」`).join('、')}重新校验
                </Button>
              )}
              {choice !== 'create' && (
                <Button size="small" onClick={() => onNewBatch('create')} data-testid="import-batch-create">
                  新建这些批次并重新校验
                </Button>
              )}
              {choice !== 'refuse' && (
                <Button size="small" type="link" onClick={() => onNewBatch('refuse')}>
                  不导入这些行
                </Button>
              )}
            </Space>
          )}
        </Space>
      }
    />
  );
}

/** What 确认导入 will do, in numbers: the exact counts when the table reports them. */
function confirmText(report: ImportReport, scopeText: string): string {
  const totals = changeTotals(report);
  if (totals) {
    return `将新增 ${totals.added} 行、修改 ${totals.changed} 行、删除 ${totals.deleted} 行（明细见上表），可在导入记录中撤销`;
  }
  const existing = report.scopes.reduce((sum, s) => sum + s.existing, 0);
  return existing > 0 ? `将按名称或代码更新库中 ${existing} 行、其余新增（${scopeText}）` : '库中尚无这些数据，将全部新增';
}

/**
 * The dry run's report: counts, what a commit would replace, school names read by rule, batches the
 * province has not had, every rejected row with its reason; 确认导入 only when nothing was
 * rejected, and 跳过未通过的行 when the operator may commit the accepted rows alone.
 */
export function ImportReportView({
  report,
  onCommit,
  onNewBatch,
  committing = false,
  commitProgressKey = null,
  committed = null,
}: ImportReportViewProps) {
  const spec = IMPORT_TABLES[report.table];
  const totals = changeTotals(report);
  return (
    <div className="admin-stack" data-testid="import-report">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="数据表">{spec.label}</Descriptions.Item>
        <Descriptions.Item label="文件">{report.fileName}</Descriptions.Item>
        {totals && <Descriptions.Item label="导入方式">{MODE_TEXT[report.mode]}</Descriptions.Item>}
        {report.layout && (
          <Descriptions.Item label="文件格式">{`${report.layout}（${[report.defaults.year && `${report.defaults.year}年`, report.defaults.province, report.defaults.examCategory, report.defaults.batch].filter(Boolean).join(' ')}）`}</Descriptions.Item>
        )}
      </Descriptions>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="数据行" value={report.rows} data-testid="import-rows" />
        </Col>
        <Col span={8}>
          <Statistic title="通过" value={report.accepted} data-testid="import-accepted" styles={{ content: { color: '#389e0d' } }} />
        </Col>
        <Col span={8}>
          <Statistic
            title="未通过"
            value={report.rejectedRows}
            data-testid="import-rejected"
            styles={{ content: { color: report.rejectedRows > 0 ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>
      <ReportVerdict report={report} committed={committed} />
      {report.newBatches.length > 0 && !committed && <NewBatches batches={report.newBatches} onNewBatch={onNewBatch} />}
      {report.scopes.length > 0 && (
        <>
          <Typography.Title level={5}>{totals ? '将要发生的改动（展开查看具体行）' : '导入范围'}</Typography.Title>
          <ImportChanges report={report} />
        </>
      )}
      {report.matched.length > 0 && (
        <>
          <Typography.Title level={5}>院校名称按规则匹配（{report.matched.length}）</Typography.Title>
          <Table<ImportNameMatch>
            rowKey={(m) => `${m.printed}|${m.school}|${m.by}`}
            size="small"
            data-testid="import-matched"
            columns={matchColumns}
            dataSource={report.matched}
            pagination={report.matched.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          />
        </>
      )}
      {report.rejected.length > 0 && (
        <>
          <Typography.Title level={5}>未通过的行</Typography.Title>
          {report.truncated && <Alert type="warning" showIcon title={`问题过多，仅列出前 ${IMPORT_REPORT_MAX} 条`} />}
          <Table<KeyedRejection>
            rowKey="key"
            size="small"
            data-testid="import-rejections"
            columns={rejectionColumns}
            dataSource={report.rejected.map((r, key) => ({ ...r, key }))}
            pagination={report.rejected.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          />
        </>
      )}
      {onCommit && report.committable && report.importId && !committed && (
        <div>
          <Popconfirm
            title="确认导入？"
            description={confirmText(report, spec.scope)}
            okText="确认导入"
            cancelText="取消"
            onConfirm={() => onCommit(report.importId ?? '')}
          >
            <Button type="primary" size="large" loading={committing} data-testid="import-commit">
              确认导入
            </Button>
          </Popconfirm>
          {committing && commitProgressKey && <ImportProgressBar progressKey={commitProgressKey} />}
        </div>
      )}
      {onCommit && report.partial && report.importId && !committed && (
        <div>
          <Popconfirm
            title="跳过未通过的行？"
            description={`只导入通过校验的 ${report.accepted} 行，跳过 ${report.rejectedRows} 行。${confirmText(report, spec.scope)}`}
            okText="跳过并导入"
            cancelText="取消"
            onConfirm={() => onCommit(report.importId ?? '', { skipRejected: true })}
          >
            <Button size="large" danger loading={committing} data-testid="import-commit-partial">
              跳过未通过的 {report.rejectedRows} 行，导入其余 {report.accepted} 行
            </Button>
          </Popconfirm>
          {committing && commitProgressKey && <ImportProgressBar progressKey={commitProgressKey} />}
        </div>
      )}
    </div>
  );
}
