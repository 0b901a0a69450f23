import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ImportChangeSample, ImportReport, ImportScope } from '@yzy/shared/contracts';

const KIND: Record<ImportChangeSample['kind'], { text: string; color: string }> = {
  added: { text: '新增', color: 'green' },
  changed: { text: '修改', color: 'blue' },
  deleted: { text: '删除', color: 'red' },
};

const count = (value: number | undefined, color?: string) =>
  value === undefined ? '—' : <span style={value > 0 && color ? { color, fontWeight: 600 } : undefined}>{value}</span>;

const columns: TableColumnsType<ImportScope> = [
  { title: '范围', dataIndex: 'label' },
  { title: '文件行数', dataIndex: 'incoming', align: 'right', width: 90 },
  { title: '库中现有', dataIndex: 'existing', align: 'right', width: 90 },
  { title: '新增', key: 'added', align: 'right', width: 70, render: (_, s) => count(s.diff?.added, '#389e0d') },
  { title: '修改', key: 'changed', align: 'right', width: 70, render: (_, s) => count(s.diff?.changed, '#0958d9') },
  { title: '删除', key: 'deleted', align: 'right', width: 70, render: (_, s) => count(s.diff?.deleted, '#cf1322') },
  { title: '不变', key: 'unchanged', align: 'right', width: 70, render: (_, s) => count(s.diff?.unchanged) },
];

/** The rows of a scope a commit adds, changes or deletes (a bounded sample of each). */
function Samples({ scope }: { scope: ImportScope }) {
  const samples = scope.diff?.samples ?? [];
  if (samples.length === 0) {
    return <Typography.Text type="secondary">没有新增、修改或删除的行</Typography.Text>;
  }
  return (
    <ul className="admin-import-samples">
      {samples.map((s, i) => (
        // A sample's position is its identity: two rows may read alike.
        <li key={i}>
          <Tag color={KIND[s.kind].color}>{KIND[s.kind].text}</Tag>
          {s.text}
        </li>
      ))}
    </ul>
  );
}

/** Totals over the scopes; null when the table does not report exact changes. */
export function changeTotals(report: ImportReport): { added: number; changed: number; deleted: number } | null {
  if (report.scopes.length === 0 || report.scopes.some((s) => !s.diff)) {
    return null;
  }
  return report.scopes.reduce(
    (sum, s) => ({
      added: sum.added + (s.diff?.added ?? 0),
      changed: sum.changed + (s.diff?.changed ?? 0),
      deleted: sum.deleted + (s.diff?.deleted ?? 0),
    }),
    { added: 0, changed: 0, deleted: 0 },
  );
}

/** Per scope: exactly how many rows a commit adds, changes and deletes, with the rows themselves on expanding. */
export function ImportChanges({ report }: { report: ImportReport }) {
  return (
    <Table<ImportScope>
      rowKey="label"
      size="small"
      data-testid="import-scopes"
      columns={columns}
      dataSource={report.scopes}
      pagination={false}
      expandable={
        report.scopes.some((s) => s.diff)
          ? { expandedRowRender: (scope) => <Samples scope={scope} />, rowExpandable: (scope) => (scope.diff?.samples.length ?? 0) > 0 }
          : undefined
      }
    />
  );
}
