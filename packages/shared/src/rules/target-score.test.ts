import { describe, expect, it } from 'vitest';
import { hypotheticalScoreError } from './score-form';
import { scoreNeeded, scoreNeedText, tierReaches } from './target-score';

describe('scoreNeeded', () => {
  it('finds the smallest whole score that reaches, above the member’s own', () => {
    const calls: number[] = [];
    const need = scoreNeeded(
      (s) => {
        calls.push(s);
        return s >= 231;
      },
      200,
      300,
    );
    expect(need).toEqual({ status: 'needed', score: 231 });
    // About log2(100) + 2 tries, never at or below the member's score but the first.
    expect(calls.length).toBeLessThanOrEqual(10);
    expect(calls.slice(1).filter((s) => s <= 200)).toEqual([]);
  });

  it('says 已达到 when the member’s score reaches, 不可达 when the full score does not', () => {
    expect(scoreNeeded((s) => s >= 150, 200, 300)).toEqual({ status: 'reached' });
    expect(scoreNeeded(() => false, 200, 300)).toEqual({ status: 'unreachable' });
    expect(scoreNeeded((s) => s >= 300, 300, 300)).toEqual({ status: 'reached' });
    expect(scoreNeeded(() => false, 300, 300)).toEqual({ status: 'unreachable' });
  });

  it('works from a score with decimals and needs the full score when only it reaches', () => {
    expect(scoreNeeded((s) => s >= 240.5, 240.25, 300)).toEqual({ status: 'needed', score: 241 });
    expect(scoreNeeded((s) => s >= 300, 12.5, 300)).toEqual({ status: 'needed', score: 300 });
    expect(scoreNeeded((s) => s > 200.75, 200.75, 750)).toEqual({ status: 'needed', score: 201 });
  });

  it('reads tiers and needs', () => {
    expect([tierReaches('保', '稳'), tierReaches('稳', '稳'), tierReaches('冲', '稳'), tierReaches(null, '稳')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([tierReaches('保', '保'), tierReaches('稳', '保')]).toEqual([true, false]);
    expect([
      scoreNeedText({ status: 'reached' }),
      scoreNeedText({ status: 'unreachable' }),
      scoreNeedText({ status: 'needed', score: 231 }),
    ]).toEqual(['已达到', '不可达', '231分']);
  });
});

describe('hypotheticalScoreError', () => {
  const limits = { cultureFullScoreLimit: 750, testsFullScoreLimit: 300 };
  it.each([
    [{ cultureScore: 520, testsScore: 240 }, null],
    [{ cultureScore: null, testsScore: 240 }, '请输入高考成绩'],
    [{ cultureScore: 0, testsScore: 240 }, '高考成绩必须大于0'],
    [{ cultureScore: 751, testsScore: 240 }, '高考成绩不能超过750分'],
    [{ cultureScore: 1.005, testsScore: 240 }, '高考成绩最多保留两位小数'],
    [{ cultureScore: 520, testsScore: undefined }, '请输入统考成绩'],
    [{ cultureScore: 520, testsScore: 300.5 }, '统考成绩不能超过300分'],
    [{ cultureScore: 0, testsScore: 0 }, '高考成绩必须大于0'],
  ])('%j → %s', (scores, message) => {
    expect(hypotheticalScoreError(scores, limits)).toBe(message);
  });
});
