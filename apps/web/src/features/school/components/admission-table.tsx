import type { AdmissionLine } from '@yzy/shared/contracts';
import { Table, type TableColumnsType } from 'antd';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';
import { SourceText } from '../../../shared/planning';

const dash = (value: number | null) => (value == null ? '—' : value);

const COLUMNS: TableColumnsType<AdmissionLine> = [
  { title: '年份', dataIndex: 'year', width: 80 },
  {
    title: '批次',
    dataIndex: 'batchName',
    render: (name: string, line) => (
      <>
        {name}
        {line.batchLabel && <span className="yzy-plan-meta">（发布页标注：{line.batchLabel}）</span>}
      </>
    ),
  },
  {
    title: '专业',
    dataIndex: 'majorName',
    render: (name: string, line) => (line.subjectGroup ? `${name}（${line.subjectGroup}）` : name),
  },
  {
    title: '最低分',
    dataIndex: 'minScore',
    align: 'right',
    // The composite's full mark beside it: 湖南's 435 is not 河南's 750.
    render: (score: number, line) => (
      <>
        {score}
        {line.scale !== null && <span className="yzy-plan-meta">/{line.scale}</span>}
      </>
    ),
  },
  { title: '平均分', dataIndex: 'avgScore', align: 'right', render: dash },
  { title: '最低位次', dataIndex: 'minRank', align: 'right', render: dash },
  { title: '录取人数', dataIndex: 'admittedCount', align: 'right' },
  { title: '计划人数', dataIndex: 'planCount', align: 'right', render: dash },
  { title: '来源', dataIndex: 'source', width: 96, render: (_: string, line) => <SourceText line={line} /> },
];

/** Every admission line behind the chart, newest year first, each with its year and source (linked to its own page when known). */
export function AdmissionTable({ lines }: { lines: readonly AdmissionLine[] }) {
  return (
    <Table<AdmissionLine>
      className={CARD_TABLE_CLASS}
      size="small"
      columns={cardColumns(COLUMNS)}
      dataSource={lines as AdmissionLine[]}
      rowKey={(line) =>
        `${line.year}-${line.batchName}-${line.batchLabel ?? ''}-${line.subjectGroup}-${line.recordKind}-${line.majorId ?? line.majorName}`
      }
      pagination={false}
      data-testid="admission-table"
    />
  );
}
