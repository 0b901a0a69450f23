import { Alert, Button, Col, Descriptions, Popconfirm, Row, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { IMPORT_REPORT_MAX, IMPORT_TABLES, type ImportRejection, type ImportScope } from '@yzy/shared/contracts';
import type { ImportCommitResult, ImportReport } from './api';
import { timeText } from '../lib/format';

interface ImportReportViewProps {
  report: ImportReport;
  /** Present when the report may still be committed from here. */
  onCommit?(importId: string): void;
  committing?: boolean;
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

const scopeColumns: TableColumnsType<ImportScope> = [
  { title: '范围', dataIndex: 'label' },
  { title: '文件行数', dataIndex: 'incoming', align: 'right', width: 120 },
  { title: '库中现有', dataIndex: 'existing', align: 'right', width: 120 },
];

/** The dry run's report: counts, what a commit would replace, every rejected row with its reason, and 确认导入 only when nothing was rejected. */
export function ImportReportView({ report, onCommit, committing = false, committed = null }: ImportReportViewProps) {
  const spec = IMPORT_TABLES[report.table];
  const existing = report.scopes.reduce((sum, s) => sum + s.existing, 0);
  return (
    <div className="admin-stack" data-testid="import-report">
      <Descriptions size="small" column={2}>
        <Descriptions.Item label="数据表">{spec.label}</Descriptions.Item>
        <Descriptions.Item label="文件">{report.fileName}</Descriptions.Item>
      </Descriptions>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title="数据行" value={report.rows} data-testid="import-rows" />
        </Col>
        <Col span={8}>
          <Statistic title="通过" value={report.accepted} data-testid="import-accepted" styles={{ content: { color: '#389e0d' } }} />
        </Col>
        <Col span={8}>
          <Statistic title="未通过" value={report.rejectedRows} data-testid="import-rejected" styles={{ content: { color: report.rejectedRows > 0 ? '#cf1322' : undefined } }} />
        </Col>
      </Row>
      {committed ? (
        <Alert data-testid="import-committed" type="success" showIcon title={`已导入 ${committed.rows} 行`} description={`替换旧数据 ${committed.replaced} 行，更新 ${committed.updated} 行；${timeText(committed.committedAt)} 提交，导入编号 ${committed.importId}`} />
      ) : report.committable ? (
        <Alert type="success" showIcon title="校验通过，可以导入" description={`${spec.scope}。确认后在一个事务内全部写入。`} />
      ) : (
        <Alert type="error" showIcon title={`${report.rejectedRows > 0 ? `有 ${report.rejectedRows} 行未通过校验` : '文件未通过校验'}，本次不会写入任何数据`} description="请按下表修正文件后重新上传。" />
      )}
      {report.scopes.length > 0 && (
        <>
          <Typography.Title level={5}>导入范围</Typography.Title>
          <Table<ImportScope> rowKey="label" size="small" columns={scopeColumns} dataSource={report.scopes} pagination={false} />
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
            description={existing > 0 ? `将按上表范围处理库中现有的 ${existing} 行数据（${spec.scope}）` : '库中这些范围尚无数据，将全部新增'}
            okText="确认导入"
            cancelText="取消"
            onConfirm={() => onCommit(report.importId ?? '')}
          >
            <Button type="primary" size="large" loading={committing} data-testid="import-commit">
              确认导入
            </Button>
          </Popconfirm>
        </div>
      )}
    </div>
  );
}
