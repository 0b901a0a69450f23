import { Alert, Button, Col, Descriptions, Popconfirm, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { IMPORT_REPORT_MAX, IMPORT_TABLES, type ImportRejection } from '@yzy/shared/contracts';
import type { ImportCommitResult, ImportReport } from './api';
import { changeTotals, ImportChanges } from './import-changes';
import { ImportProgressBar } from './import-progress';
import { timeText } from '../lib/format';

interface ImportReportViewProps {
  report: ImportReport;
  /** Present when the report may still be committed from here. */
  onCommit?(importId: string): void;
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

/** What 确认导入 will do, in numbers: the exact counts when the table reports them. */
function confirmText(report: ImportReport, scopeText: string): string {
  const totals = changeTotals(report);
  if (totals) {
    return `将新增 ${totals.added} 行、修改 ${totals.changed} 行、删除 ${totals.deleted} 行（明细见上表），可在导入记录中撤销`;
  }
  const existing = report.scopes.reduce((sum, s) => sum + s.existing, 0);
  return existing > 0 ? `将按名称或代码更新库中 ${existing} 行、其余新增（${scopeText}）` : '库中尚无这些数据，将全部新增';
}

/** The dry run's report: counts, what a commit would replace, every rejected row with its reason, and 确认导入 only when nothing was rejected. */
export function ImportReportView({
  report,
  onCommit,
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
      {committed ? (
        <Alert
          data-testid="import-committed"
          type="success"
          showIcon
          title={`已导入 ${committed.rows} 行`}
          description={`${committed.added === null ? `替换旧数据 ${committed.replaced} 行，更新 ${committed.updated} 行` : `新增 ${committed.added} 行，修改 ${committed.changed} 行，删除 ${committed.deleted} 行`}；${timeText(committed.committedAt)} 提交，导入编号 ${committed.importId}`}
        />
      ) : report.committable ? (
        <Alert
          type="success"
          showIcon
          title="校验通过，可以导入"
          description={
            totals ? '下表是确认后将发生的全部改动（已按当前数据试算），在一个事务内写入。' : `${spec.scope}。确认后在一个事务内全部写入。`
          }
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title={`${report.rejectedRows > 0 ? `有 ${report.rejectedRows} 行未通过校验` : '文件未通过校验'}，本次不会写入任何数据`}
          description="请按下表修正文件后重新上传。"
        />
      )}
      {report.scopes.length > 0 && (
        <>
          <Typography.Title level={5}>{totals ? '将要发生的改动（展开查看具体行）' : '导入范围'}</Typography.Title>
          <ImportChanges report={report} />
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
    </div>
  );
}
