import { describe, expect, it } from 'vitest';
import { forecastAdmission } from './forecast';
import { explainForecast, explainProbability } from './probability-explain';
import { estimateProbability } from './probability';
import { input, POOL, year } from './probability.fixtures';

describe('explainProbability', () => {
  it('names the years, the plan change, the standing and the result', () => {
    const i = input([year(2026, 1000, { planCount: 8 }), year(2025, 1100), year(2024, 900)], {
      planCount: 12,
      current: { rank: 800, poolSize: POOL },
    });
    const text = explainProbability(estimateProbability(i), i);
    expect(text).toContain('近3年最低位次：2026年1,000、2025年1,100、2024年900');
    expect(text).toContain('今年计划12人');
    expect(text).toContain('你今年的位次约800');
    expect(text).toMatch(/录取概率约\d+%，属「(冲|稳|保)」/);
  });

  it('states the spread as a range of ranks, not a percentage', () => {
    const i = input([year(2026, 204), year(2025, 223), year(2024, 222)], { current: { rank: 200, poolSize: POOL } });
    const text = explainProbability(estimateProbability(i), i);
    expect(text).not.toContain('波动约±');
    expect(text).toMatch(/大约七成的年份会落在位次[\d,]+到[\d,]+之间/);
  });

  it('names what is carried over and a volatile line', () => {
    const i = input([year(2026, 1600), year(2025, 1000)], { carriedOver: { formula: true, plan: false } });
    const text = explainProbability(estimateProbability(i), i);
    expect(text).toContain('沿用去年的公式');
    expect(text).toContain('大小年');
  });

  it('says why there is no number without ranks, and shows the lines instead', () => {
    const i = input([year(2026, null, { minScore: 512.5 }), year(2025, null, { minScore: 510 })]);
    const text = explainProbability(estimateProbability(i), i);
    expect(text).toContain('不估计录取概率');
    expect(text).toContain('2026年最低分512.5；2025年最低分510.0');
  });

  it('says why there is no number when the plan changed a lot, with this year’s and past plans and the lines', () => {
    const i = input([year(2026, 1000, { minScore: 512.5 }), year(2025, 1100, { minScore: 510 })], { planCount: 30 });
    const text = explainProbability(estimateProbability(i), i);
    expect(text).toContain('今年计划30人，往年10/10人');
    expect(text).toContain('变化超过一半');
    expect(text).toContain('不给出概率');
    expect(text).toContain('2026年最低分512.5、位次1,000；2025年最低分510.0、位次1,100');
  });

  it('says why there is no number with one year of history', () => {
    const i = input([year(2026, 1000, { minScore: 512.5 })]);
    expect(explainProbability(estimateProbability(i), i)).toContain('只有1年可用的录取数据（2026年最低分512.5、位次1,000）');
  });

  it('says so when there is no history', () => {
    const i = input([]);
    expect(explainProbability(estimateProbability(i), i)).toContain('没有往年录取数据');
  });
});

describe('explainForecast from lines (分差)', () => {
  // Lines in points only: the rank model gives no number, the line forecast speaks.
  const i = input([year(2025, null, { minScore: 510 })], { composite: 530 });
  const explain = (planYear: number) => {
    const rank = estimateProbability(i);
    return explainForecast(
      forecastAdmission(rank, { year: planYear, history: [{ year: 2025, minScore: 510, planCount: null }], composite: 530, scale: 750 }),
      rank,
      i,
    );
  };

  it('names the line, the gap and the basis', () => {
    const text = explain(2026);
    expect(text).toContain('往年录取最低分：2025年510.0分');
    expect(text).toContain('比2025年最低分高20分');
    expect(text).toContain('依据：分差');
    expect(text).not.toContain('尚未收录');
  });

  it('says which year’s lines are missing and that the range is wider for it', () => {
    expect(explain(2027)).toContain('2026年的录取线本站尚未收录，按2年的变动估计');
    expect(explain(2028)).toContain('2026、2027年的录取线本站尚未收录，按3年的变动估计');
  });
});
