import { Alert, Card, Table } from 'antd';
import type { CompositeResponse } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';
import { CARD_TABLE_CLASS, cardColumns } from '../../../lib/card-columns';

type SchoolComposite = CompositeResponse['schools'][number];

interface SchoolCompositesProps {
  schools: readonly SchoolComposite[];
  /** The server's words when no school differs (e.g. 招生院校均按省统一公式计算). */
  emptyNotes: readonly string[];
}

const columns = [
  { title: '院校', dataIndex: 'schoolName', width: 160 },
  { title: '适用专业', dataIndex: 'majorNames', render: (names: string[]) => names.join('、') },
  {
    title: '院校公式与代入',
    dataIndex: 'substituted',
    render: (substituted: string, item: SchoolComposite) => (
      <>
        <div>{item.formula.text}</div>
        <div className="yzy-compute-substituted">{substituted}</div>
      </>
    ),
  },
  {
    title: '综合分',
    dataIndex: 'composite',
    align: 'right' as const,
    width: 100,
    render: (value: number, item: SchoolComposite) => value.toFixed(item.formula.roundingDigits),
  },
  {
    title: '来源',
    dataIndex: 'schoolId',
    width: 170,
    render: (_: number, item: SchoolComposite) => <DataSource year={item.formula.year} source={item.formula.source} />,
  },
];

/** 院校综合分: schools recruiting in the province whose own formula differs from the province's. */
export function SchoolComposites({ schools, emptyNotes }: SchoolCompositesProps) {
  return (
    <Card title="院校综合分（院校公式与省统一公式不同时）" className="yzy-compute-card" data-testid="school-composites">
      {schools.length === 0 ? (
        emptyNotes.map((note) => <Alert key={note} type="info" showIcon title={note} />)
      ) : (
        <Table<SchoolComposite>
          className={CARD_TABLE_CLASS}
          size="small"
          rowKey="schoolId"
          columns={cardColumns(columns)}
          dataSource={schools as SchoolComposite[]}
          pagination={false}
        />
      )}
    </Card>
  );
}
