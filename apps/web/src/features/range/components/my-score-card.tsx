import { Card, Skeleton, Statistic, Typography } from 'antd';
import type { CompositeResponse, RankTableMeta } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { DataSource } from '../../../components/data-source';
import { useRankLookup } from '../api';
import { describeLookup } from '../rank-text';

interface MyScoreCardProps {
  /** The member's composite; undefined while loading. */
  mine: CompositeResponse | undefined;
  /** The table shown; the member's place is looked up in it. */
  table: RankTableMeta | null;
  /** False while another province or category is shown: there is no "my row" there. */
  isHome: boolean;
  /** The member's own province and category, e.g. 河南 · 美术与设计类. */
  homeLabel: string;
}

/** 我的位置: the member's composite (formula year and source) and where it falls in the table shown. */
export function MyScoreCard({ mine, table, isHome, homeLabel }: MyScoreCardProps) {
  const score = isHome && mine ? mine.province.composite : null;
  const lookup = useRankLookup(table?.id ?? null, score);
  if (!isHome) {
    return (
      <Card size="small" title="我的位置" className="yzy-range-side-card">
        <Typography.Text type="secondary">你的综合分按{homeLabel}计算；当前查看的是其他省份或科类的表，不标注你的位置。</Typography.Text>
      </Card>
    );
  }
  if (!mine) {
    return (
      <Card size="small" title="我的位置" className="yzy-range-side-card">
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Card>
    );
  }
  const formula = mine.province.formula;
  return (
    <Card
      size="small"
      title="我的位置"
      extra={<DataSource year={formula.year} source={formula.source} />}
      className="yzy-range-side-card"
      data-testid="my-score-card"
    >
      <Statistic
        title={`我的综合分（${mine.provinceName} · ${mine.examCategoryName}省统一公式）`}
        value={mine.province.composite.toFixed(formula.roundingDigits)}
      />
      <Typography.Paragraph type="secondary" className="yzy-range-formula">
        {mine.province.substituted}
      </Typography.Paragraph>
      {table && lookup.data && (
        <Typography.Paragraph className="yzy-range-place" data-testid="my-score-place">
          在{table.year}年表中：{describeLookup(lookup.data.lookup)}
        </Typography.Paragraph>
      )}
      <Link to="/compute">换一组分数试算综合分</Link>
    </Card>
  );
}
