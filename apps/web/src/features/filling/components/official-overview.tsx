import { Alert, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import type { OfficialLine } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';
import { CoverageLink } from '../../coverage';
import { useOverview } from '../api';
import { TestsRank } from './tests-rank';

const reachTag = (reaches: boolean | null) =>
  reaches === null ? null : reaches ? <Tag color="green">已达到</Tag> : <Tag color="red">未达到</Tag>;

function LineScore({ label, score, reaches }: { label: string; score: number | null; reaches: boolean | null }) {
  if (score === null) {
    return null;
  }
  return (
    <span className="yzy-official-score">
      {label} {score} {reachTag(reaches)}
    </span>
  );
}

function LineRow({ line }: { line: OfficialLine }) {
  return (
    <div className="yzy-official-line" data-testid="official-line">
      <Typography.Text strong>
        {line.ordinary && !line.batchName.includes('普通') ? '普通类' : ''}
        {line.batchName}
        {line.subjectGroup ? `（${line.subjectGroup}）` : ''}
      </Typography.Text>
      <LineScore label="文化线" score={line.culture} reaches={line.reaches.culture} />
      <LineScore label="专业线" score={line.tests} reaches={line.reaches.tests} />
      <LineScore label="综合分线" score={line.composite} reaches={line.reaches.composite} />
      <DataSource year={line.year} source={line.source} url={line.sourceUrl} />
    </div>
  );
}

/**
 * The first thing 模拟填报 shows: what is real for the member before any recommendation — the
 * published lines and whether their scores reach them, their culture rank in the official
 * 一分一段, and plainly what the data does not hold yet (this year's plans, admission history).
 */
/** 2026, or 2025—2026 when the reference rows come from two years (newest first in the data). */
function referenceYearsText(years: readonly number[]): string {
  const newest = Math.max(...years);
  const oldest = Math.min(...years);
  return newest === oldest ? String(newest) : `${oldest}—${newest}`;
}

export function OfficialOverview() {
  const { data, isPending, isError } = useOverview();
  if (isPending) {
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }
  if (isError || !data) {
    return null;
  }
  const { gkyear, planYear, plansPublished, planCount, lines, cultureRank, history, reference } = data;
  return (
    <Card size="small" className="yzy-official-overview" title="官方数据" data-testid="official-overview">
      {!plansPublished && (
        <Alert
          type="info"
          showIcon
          className="yzy-official-alert"
          data-testid="reference-notice"
          message={
            reference && planCount > 0
              ? `以${referenceYearsText(reference.years)}年数据为参考，${gkyear}年招生计划公布后更新。推荐中的院校专业来自往年录取数据，计划人数和学费未公布。`
              : planCount > 0
                ? `${gkyear}年招生计划尚未公布：以${planYear}年数据为参考，${gkyear}年招生计划公布后更新。`
                : `${gkyear}年招生计划尚未公布（通常在当年春季公布），本站也没有收录你所在省份和科类的往年招生计划，因此暂时不能列出可填报的院校专业和录取概率。`
          }
        />
      )}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="控制线">
          {lines.length === 0 ? (
            <span>
              暂未收录你所在省份和科类的控制线。 <CoverageLink />
            </span>
          ) : (
            <div className="yzy-official-lines">
              {lines.map((line) => (
                <LineRow key={`${line.ordinary}-${line.batchName}-${line.level}-${line.subjectGroup}`} line={line} />
              ))}
            </div>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="文化成绩位次">
          {cultureRank ? (
            <span data-testid="culture-rank">
              {cultureRank.year}年{cultureRank.subjectGroup ? `${cultureRank.subjectGroup}类` : ''}一分一段中约第 {cultureRank.rank} 名（共{' '}
              {cultureRank.total} 人） <DataSource year={cultureRank.year} source={cultureRank.source} url={cultureRank.sourceUrl} />
            </span>
          ) : (
            <span>
              暂未收录你所在省份的文化成绩一分一段。 <CoverageLink />
            </span>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="统考成绩位次">
          <TestsRank />
        </Descriptions.Item>
        <Descriptions.Item label="历年录取">
          {history.rows === 0 ? (
            <span>
              暂未收录你所在省份和科类的历年录取数据，因此不给出录取概率。 <CoverageLink />
            </span>
          ) : (
            <span>
              已收录 {history.schools} 所院校的 {history.rows} 条录取数据（最近 {history.latestYear} 年），可在找大学的院校详情中查看。{' '}
              <CoverageLink text="各省数据覆盖" />
            </span>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
