import { describe, expect, it } from 'vitest';
import { lineMove, MAJOR_TREND_MIN_PLANS, MAJOR_TREND_REASON, majorTrending, majorTrends, trendMajorKey } from './major-trend';
import { estimateProbability } from './probability';
import { explainProbability } from './probability-explain';
import { input, year } from './probability.fixtures';

describe('lineMove', () => {
  it('is the log move of the line from year − 2 to year − 1, negative when the line got stronger', () => {
    const move = lineMove([year(2026, 750), year(2025, 1000)], 2027);
    expect(move).toBeCloseTo(Math.log(0.75), 10);
  });

  it('carries both years to the same seats, so a line that only followed its plan does not move', () => {
    // Seats halved: the line is expected 2^0.75 stronger; it moved exactly that much.
    const move = lineMove([year(2026, 1000 / 2 ** 0.75, { planCount: 5 }), year(2025, 1000, { planCount: 10 })], 2027);
    expect(move).toBeCloseTo(0, 10);
  });

  it('needs a rank in both of the two newest years', () => {
    expect(lineMove([year(2026, 700), year(2025, null)], 2027)).toBeNull();
    expect(lineMove([year(2025, 700), year(2024, 800)], 2027)).toBeNull();
  });
});

describe('majorTrends', () => {
  const plans = (major: string, moves: number[]) => moves.map((move) => ({ major, move }));

  it('reads each major against the median of every plan, so a move shared by all is no trend', () => {
    const trends = majorTrends([...plans('音乐表演', [0.1, 0.1, 0.1, 0.1, 0.1]), ...plans('数字媒体艺术', [-0.2, -0.2, -0.2])]);
    expect(trends.get('音乐表演')?.move).toBeCloseTo(0, 10);
    expect(trends.get('数字媒体艺术')?.move).toBeCloseTo(-0.3, 10);
    // Every plan of the major moved alike: as consistent as a trend can be.
    expect(trends.get('数字媒体艺术')?.strength).toBeGreaterThan(1e6);
  });

  it('measures how consistently the plans moved: the same median from scattered moves is weaker', () => {
    const others = plans('音乐表演', [0, 0, 0, 0, 0, 0]);
    const agreeing = majorTrends([...others, ...plans('舞蹈学', [-0.28, -0.3, -0.32])]).get('舞蹈学');
    const scattered = majorTrends([...others, ...plans('舞蹈学', [0.4, -0.3, -0.9])]).get('舞蹈学');
    expect(agreeing?.move).toBeCloseTo(-0.3, 10);
    expect(scattered?.move).toBeCloseTo(-0.3, 10);
    // sd 0.02 over √3 against sd 0.65 over √3.
    expect(agreeing?.strength).toBeCloseTo(0.3 / (0.02 / Math.sqrt(3)), 6);
    expect(scattered?.strength).toBeLessThan(1);
    expect(majorTrending(agreeing, 1.2, 2)).toBe(true);
    expect(majorTrending(scattered, 1.2, 2)).toBe(false);
  });

  it(`leaves out majors with fewer than ${MAJOR_TREND_MIN_PLANS} moving plans`, () => {
    const trends = majorTrends([...plans('音乐表演', [0, 0, 0, 0]), ...plans('舞蹈学', [-0.5, -0.5]), { major: '舞蹈学', move: null }]);
    expect(trends.has('舞蹈学')).toBe(false);
  });

  it('keys a major by its name without a bracketed note', () => {
    expect(trendMajorKey('数字媒体艺术（中外合作办学）')).toBe('数字媒体艺术');
    expect(trendMajorKey('视觉传达设计(校区：珠海)')).toBe('视觉传达设计');
  });

  it('is trending at the limit either way, and never when unknown', () => {
    const strong = (move: number) => ({ move, strength: 10 });
    expect(majorTrending(strong(Math.log(1 / 1.2)), 1.2, 2)).toBe(true);
    expect(majorTrending(strong(Math.log(1.25)), 1.2, 2)).toBe(true);
    expect(majorTrending(strong(Math.log(1.1)), 1.2, 2)).toBe(false);
    expect(majorTrending(null, 1.2, 2)).toBe(false);
  });
});

describe('a plan of a trending major', () => {
  const history = [year(2026, 750), year(2025, 1000), year(2024, 1000)];

  it('gets no number, and the tooltip says the major heated up and shows the lines', () => {
    const i = input(history, { majorTrend: { move: Math.log(0.75), strength: 5 } });
    const result = estimateProbability(i);
    expect(result.probability).toBeNull();
    expect(result.probability === null && result.reason).toBe(MAJOR_TREND_REASON);
    const text = explainProbability(result, i);
    expect(text).toContain('整体明显上升');
    expect(text).toContain('多前移约25%');
    expect(text).toContain('2026年最低分500.0、位次750');
  });

  it('keeps its number when the major moved with the province, or its plans did not agree', () => {
    expect(estimateProbability(input(history, { majorTrend: { move: Math.log(0.95), strength: 5 } })).probability).not.toBeNull();
    expect(estimateProbability(input(history, { majorTrend: { move: Math.log(0.75), strength: 1 } })).probability).not.toBeNull();
    expect(estimateProbability(input(history, { majorTrend: null })).probability).not.toBeNull();
  });
});
