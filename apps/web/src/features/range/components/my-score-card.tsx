import { Card, Skeleton, Statistic, Typography } from 'antd';
import type { CompositeResponse, RankTableMeta } from '@yzy/shared/contracts';
import { Link } from 'react-router';
import { DataSource } from '../../../components/data-source';
import { useRankLookup } from '../api';
import { describeLookup, formatScore } from '../rank-text';
import type { MyMark } from '../select-table';

interface MyScoreCardProps {
  /** The member's composite and scores; undefined while loading or outside their province. */
  mine: CompositeResponse | undefined;
  /** The member's score this table ranks; null when the table is not theirs to place. */
  mark: MyMark | null;
  /** The table shown; the member's place is looked up in it. */
  table: RankTableMeta | null;
  /** False while another province is shown. */
  isHomeProvince: boolean;
  /** The member's own province and category, e.g. 河南 · 美术与设计类. */
  homeLabel: string;
}

/**
 * 我的位置: the member's score that the table ranks (their composite, with its formula year and
 * source, in a composite table; their culture score in the province's culture table; their 统考
 * score in a 统考 table) and where it falls in the table shown.
 */
export function MyScoreCard({ mine, mark, table, isHomeProvince, homeLabel }: MyScoreCardProps) {
  const lookup = useRankLookup(table?.id ?? null, mark?.score ?? null);
  if (isHomeProvince && !mine) {
    return (
      <Card size="small" title="我的位置" className="yzy-range-side-card">
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      </Card>
    );
  }
  if (!mine || !mark) {
    return (
      <Card size="small" title="我的位置" className="yzy-range-side-card">
        <Typography.Text type="secondary">你的综合分按{homeLabel}计算；当前查看的是其他省份或科类的表，不标注你的位置。</Typography.Text>
      </Card>
    );
  }
  const formula = mine.province.formula;
  const composite = mark.label === '我的综合分';
  return (
    <Card
      size="small"
      title="我的位置"
      extra={composite ? <DataSource year={formula.year} source={formula.source} /> : undefined}
      className="yzy-range-side-card"
      data-testid="my-score-card"
    >
      {composite ? (
        <>
          <Statistic
            title={`我的综合分（${mine.provinceName} · ${mine.examCategoryName}省统一公式）`}
            value={mine.province.composite.toFixed(formula.roundingDigits)}
          />
          <Typography.Paragraph type="secondary" className="yzy-range-formula">
            {mine.province.substituted}
          </Typography.Paragraph>
        </>
      ) : (
        <Statistic title={`${mark.label}（成绩信息中填写）`} value={formatScore(mark.score)} />
      )}
      {table && lookup.data && (
        <Typography.Paragraph className="yzy-range-place" data-testid="my-score-place">
          在{table.year}年表中：{describeLookup(lookup.data.lookup, lookup.data.step)}
        </Typography.Paragraph>
      )}
      {composite && <Link to="/compute">换一组分数试算综合分</Link>}
    </Card>
  );
}
