import { Card, Empty, Skeleton, Table, Typography } from 'antd';
import type { EquivalentScoreItem } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';
import { useEquivalent } from '../api';
import { formatCount, formatScore, rankHeadline } from '../rank-text';

interface EquivalentScoresProps {
  provinceId: number;
  examCategoryId: number | null;
  /** This year's score to carry back: the looked-up one, else the member's composite. */
  score: number | null;
  /** Whose score it is: 我的综合分 or 查询分数. */
  scoreLabel: string;
}

const columns = [
  { title: '年份', dataIndex: 'year', render: (year: number) => `${year}年` },
  {
    title: '等效分',
    dataIndex: 'score',
    render: (score: number | null, item: EquivalentScoreItem) => (score === null ? item.note : score.toFixed(2)),
  },
  { title: '位次', dataIndex: 'rank', align: 'right' as const, render: (rank: number | null) => (rank === null ? '—' : formatCount(rank)) },
];

/** 历年等效分 (位次法): the score that held the same 位次 in each earlier year, with the table the estimate stands on. */
export function EquivalentScores({ provinceId, examCategoryId, score, scoreLabel }: EquivalentScoresProps) {
  const query = useEquivalent(provinceId, examCategoryId, score);
  const data = query.data;
  const years = data?.equivalents.map((item) => item.year) ?? [];
  const sources = [...new Set(data?.equivalents.map((item) => item.source))].join('、');
  const extra = years.length > 0 && (
    <DataSource year={years.length > 1 ? `${Math.min(...years)}–${Math.max(...years)}` : years[0]} source={sources} />
  );
  return (
    <Card size="small" title="历年等效分（位次法）" extra={extra} className="yzy-range-side-card" data-testid="equivalent-scores">
      {score === null && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="输入分数后显示历年等效分" />}
      {score !== null && !data && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {score !== null && data && (
        <>
          <Typography.Paragraph className="yzy-range-equivalent-head">
            今年（{data.gkyear}年）{scoreLabel} {formatScore(data.score)} 分
            {data.current && (
              <>
                ：{data.current.basis}，{rankHeadline(data.current.lookup)}
              </>
            )}
          </Typography.Paragraph>
          <Table<EquivalentScoreItem>
            size="small"
            rowKey="tableId"
            columns={columns}
            dataSource={data.equivalents}
            pagination={false}
            locale={{ emptyText: '没有往年的一分一段表' }}
          />
          {data.notes.map((note) => (
            <Typography.Paragraph key={note} type="secondary" className="yzy-range-note">
              {note}
            </Typography.Paragraph>
          ))}
          <Typography.Paragraph type="secondary" className="yzy-range-note">
            位次法：找到今年这个分数的位次，再看往年同一位次对应的分数。
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
