import { Card, Empty, Table, Typography } from 'antd';
import type { CompositeResponse, EquivalentScoreItem } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { DataSource } from '../../../components/data-source';
import { estimateText, formatCount } from '../figures';

interface RankEstimateProps {
  result: CompositeResponse;
  stale: boolean;
}

const columns = [
  { title: '年份', dataIndex: 'year', render: (year: number) => `${year}年` },
  {
    title: '等效分',
    dataIndex: 'score',
    render: (score: number | null, item: EquivalentScoreItem) => (score === null ? item.note : score.toFixed(2)),
  },
  {
    title: '该年位次',
    dataIndex: 'rank',
    align: 'right' as const,
    render: (rank: number | null) => (rank === null ? '—' : formatCount(rank)),
  },
  {
    title: '来源',
    dataIndex: 'source',
    render: (source: string, item: EquivalentScoreItem) => <DataSource year={item.year} source={source} />,
  },
];

/** 估算位次 of the province composite (with the table it stands on) and its equivalent score in the last three years (位次法). */
export function RankEstimate({ result, stale }: RankEstimateProps) {
  const { rank } = result;
  return (
    <Card
      title="估算位次与近三年等效分"
      extra={rank && <DataSource year={rank.year} source={rank.source} />}
      className={stale ? 'yzy-compute-card yzy-compute-stale' : 'yzy-compute-card'}
      data-testid="rank-estimate"
    >
      {rank ? (
        <>
          <Typography.Title level={4} className="yzy-compute-rank" data-testid="rank-value">
            {estimateText(rank.lookup)}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {rank.basis}（{result.provinceName} · {result.examCategoryName} 综合分一分一段表）。
            <Link to={`/range?score=${result.province.composite}`}>在一分一段表中查看</Link>
          </Typography.Paragraph>
          <Table<EquivalentScoreItem>
            size="small"
            rowKey="tableId"
            columns={columns}
            dataSource={result.equivalents}
            pagination={false}
            locale={{ emptyText: '没有往年的一分一段表' }}
          />
        </>
      ) : (
        <Empty description="该科类暂无综合分一分一段表，无法估算位次" />
      )}
    </Card>
  );
}
