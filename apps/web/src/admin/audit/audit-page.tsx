import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { useListParams } from '../../lib/list-params';
import { timeText } from '../lib/format';
import { useAuditLog, type AuditItem } from './api';
import { auditFilterSchema, AuditFiltersForm } from './audit-filters';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit-labels';

const columns: TableColumnsType<AuditItem> = [
  { title: '时间', dataIndex: 'createdAt', width: 150, render: timeText },
  { title: '操作员', dataIndex: 'operatorName', width: 120, render: (name: string) => (name === 'cli' ? <Tag>命令行</Tag> : name) },
  { title: '操作', dataIndex: 'action', width: 150, render: (action: string) => AUDIT_ACTIONS[action] ?? action },
  { title: '对象', key: 'target', render: (_, a) => `${AUDIT_TARGETS[a.targetType] ?? a.targetType} ${a.targetId}` },
  {
    title: '备注',
    key: 'note',
    ellipsis: true,
    render: (_, a) => (typeof a.detail.note === 'string' && a.detail.note ? a.detail.note : '—'),
  },
  { title: 'IP', dataIndex: 'ip', width: 130 },
];

/** 操作日志: every operator write (and command-line imports and operator changes), newest first; a row opens what changed. */
export function AuditPage() {
  const [query, update] = useListParams(auditFilterSchema);
  const { data, isFetching } = useAuditLog(query);
  return (
    <Card>
      <AuditFiltersForm value={query} onSearch={update} />
      <Table<AuditItem>
        rowKey="id"
        size="small"
        data-testid="audit-table"
        columns={columns}
        dataSource={data?.content}
        loading={isFetching}
        expandable={{ expandedRowRender: (a) => <pre className="admin-pre">{JSON.stringify(a.detail, null, 2)}</pre> }}
        pagination={{
          current: data?.page ?? 1,
          pageSize: data?.size ?? 20,
          total: data?.total ?? 0,
          onChange: (page, size) => update({ page, size }),
          showTotal: (total) => `共 ${total} 条`,
        }}
      />
    </Card>
  );
}
