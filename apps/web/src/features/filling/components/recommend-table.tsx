import { Table, type TableColumnsType } from 'antd';
import type { RecommendPage, RecommendRow } from '@yzy/shared/contracts';
import { AddToTableButton } from './add-to-table-button';
import { PlanLinesCell } from './plan-lines-cell';
import { PlanMajorCell } from './plan-major-cell';
import { PlanSchoolCell } from './plan-school-cell';
import { ProbabilityCell } from './probability-cell';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

interface RecommendTableProps {
  data: RecommendPage | undefined;
  loading: boolean;
  /** What an empty list says (it depends on the tab and the counts). */
  emptyText: string;
  onPage: (page: number) => void;
}

const columns: TableColumnsType<RecommendRow> = [
  { key: 'school', title: '院校', width: 230, render: (_, row) => <PlanSchoolCell school={row.school} /> },
  { key: 'major', title: '专业', width: 190, render: (_, row) => <PlanMajorCell row={row} /> },
  {
    key: 'lines',
    title: '近三年录取（最低分 / 位次）',
    width: 270,
    className: 'yzy-plan-lines-column',
    render: (_, row) => <PlanLinesCell lines={row.lines} />,
  },
  {
    key: 'composite',
    title: '我的综合分',
    width: 100,
    render: (_, row) => (
      <div className="yzy-plan-composite">
        <strong>{row.composite}</strong>
        <span className="yzy-plan-meta">{row.formula === 'school' ? '按院校公式' : '按省统一公式'}</span>
      </div>
    ),
  },
  { key: 'probability', title: '录取概率', width: 160, render: (_, row) => <ProbabilityCell row={row} /> },
  { key: 'action', title: '操作', width: 120, render: (_, row) => <AddToTableButton row={row} /> },
];

/** One page of recommended plans; the page number lives in the URL. */
export function RecommendTable({ data, loading, emptyText, onPage }: RecommendTableProps) {
  return (
    <Table<RecommendRow>
      className={`yzy-recommend-table ${CARD_TABLE_CLASS}`}
      data-testid="recommend-table"
      rowKey="planId"
      columns={cardColumns(columns)}
      dataSource={data?.content ?? []}
      loading={loading}
      locale={{ emptyText }}
      rowClassName={(row) => (row.excluded ? 'yzy-plan-row-excluded' : '')}
      pagination={
        data && data.total > data.size
          ? {
              current: data.page,
              pageSize: data.size,
              total: data.total,
              showSizeChanger: false,
              onChange: onPage,
              showTotal: (total) => `共 ${total} 条`,
            }
          : false
      }
    />
  );
}
