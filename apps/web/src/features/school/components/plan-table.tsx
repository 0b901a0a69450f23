import type { PlanLine } from '@yzy/shared/contracts';
import { Table, type TableColumnsType } from 'antd';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';
import { SourceText } from '../../../shared/planning';

const COLUMNS: TableColumnsType<PlanLine> = [
  { title: '年份', dataIndex: 'year', width: 80 },
  { title: '批次', dataIndex: 'batchName' },
  { title: '专业', dataIndex: 'majorName' },
  { title: '计划人数', dataIndex: 'planCount', align: 'right' },
  { title: '学费（元/年）', dataIndex: 'tuition', align: 'right' },
  { title: '学制', dataIndex: 'years', align: 'right', render: (years: number) => `${years}年` },
  { title: '来源', dataIndex: 'source', width: 96, render: (_: string, plan) => <SourceText line={plan} /> },
];

/** This year's enrollment plans in the member's province and category. */
export function PlanTable({ plans }: { plans: readonly PlanLine[] }) {
  return (
    <Table<PlanLine>
      className={CARD_TABLE_CLASS}
      size="small"
      columns={cardColumns(COLUMNS)}
      dataSource={plans as PlanLine[]}
      rowKey={(plan) => `${plan.batchName}-${plan.majorId ?? plan.majorName}`}
      pagination={false}
      data-testid="plan-table"
    />
  );
}
