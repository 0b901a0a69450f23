import { Skeleton, Typography } from 'antd';
import type { TestsRankAnswer, TestsRankYear } from '@yzy/shared/contracts';
import { DataSource } from '../../../components/data-source';
import { rankText } from '../../../shared/planning';
import { CoverageLink } from '../../coverage';
import { useTestsRank } from '../api';

/**
 * 统考成绩位次 in 官方数据: the member's 统考 score read in the official 统考 (专业) 一分一段 (this
 * year's once imported, else the newest held, which it says), the same-rank score of each other
 * year held and the count at or above the 本科 统考 line where it is held, each with its year and source; or that
 * no such table exists for the province and category. A 分数段 (河南 美术与设计类: 5 points a row)
 * is read as what it is: the band, a 位次 range and a range of same-rank scores.
 */
export function TestsRank() {
  const { data, isPending, isError } = useTestsRank();
  if (isPending) {
    return <Skeleton.Input active size="small" />;
  }
  if (isError || !data) {
    return null;
  }
  if (data.years.length === 0) {
    return (
      <span data-testid="tests-rank">
        {data.notes.join('')}。 <CoverageLink />
      </span>
    );
  }
  const [reference, ...earlier] = data.years;
  return (
    <div className="yzy-tests-rank" data-testid="tests-rank">
      <span data-testid="tests-rank-current">
        统考 {data.testsScore} 分：{referenceText(data, reference)}{' '}
        <DataSource year={reference.year} source={reference.source} url={reference.sourceUrl} />
      </span>
      {(!data.current || data.years.some((y) => y.step > 1)) && (
        <Typography.Text type="secondary" className="yzy-tests-rank-note">
          {data.notes.join('；')}
        </Typography.Text>
      )}
      {earlier.length > 0 && (
        <ul className="yzy-tests-rank-years" aria-label="往年同位次统考分数">
          {earlier.map((y) => (
            <li key={y.year} data-testid={`tests-rank-${y.year}`}>
              {y.year}年同位次：{sameRankText(y)}
              {passText(y)} <DataSource year={y.year} source={y.source} url={y.sourceUrl} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function referenceText(data: TestsRankAnswer, y: TestsRankYear): string {
  const where = `${y.year}年${data.examCategoryName}统考${y.step > 1 ? '分数段' : '一分一段'}`;
  if (y.band && y.rankRange) {
    return `${where}：${bandText(y.band)}这一段，位次 ${rankText(y.rankRange[0])}–${rankText(y.rankRange[1])}（表内共 ${rankText(y.total)} 人）${passText(y)}`;
  }
  const rank = y.rank === null ? (y.note ?? '不在表内') : `约第 ${rankText(y.rank)} 名（共 ${rankText(y.total)} 人）`;
  return `${where}中${rank}${passText(y)}`;
}

/** 245–249 分, or 285 分及以上 for the top band. */
function bandText([from, to]: [number, number | null]): string {
  return to === null ? `${from} 分及以上` : `${from}–${to - 1} 分`;
}

function sameRankText(y: TestsRankYear): string {
  if (y.sameRankScores) {
    return `${bandText(y.sameRankScores)}${y.note ? `（${y.note}）` : ''}`;
  }
  return y.sameRankScore === null ? (y.note ?? '无') : `${y.sameRankScore} 分`;
}

function passText(y: TestsRankYear): string {
  if (!y.passLine) {
    return '';
  }
  const { score, passed, passedAtMost } = y.passLine;
  const count = passedAtMost === null ? rankText(passed) : `${rankText(passed)}–${rankText(passedAtMost)}`;
  // The 本科 统考 line, named as such: some provinces (河南) call their lower 专科 line the 合格线.
  return `；本科专业线 ${score} 分，达线 ${count} 人${passedAtMost === null ? '' : '（本科专业线在分数段内）'}`;
}
