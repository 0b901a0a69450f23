import { describe, expect, it } from 'vitest';
import { describeLookup, rankHeadline, rowScoreText } from './rank-text';

const base = {
  score: 527.5,
  rowScore: 527,
  count: 71,
  cumulative: 2897,
  rank: 2897,
  rankRange: [2827, 2897] as [number, number],
  note: null,
};

describe('look-up sentences', () => {
  it('gives the step, its count, the cumulative count and the shared 位次 range', () => {
    const lookup = { ...base, position: 'inTable' as const };
    expect(rankHeadline(lookup)).toBe('位次 2,897');
    expect(describeLookup(lookup)).toBe('527.5分在 527 分段：本段 71 人，累计 2,897 人，同分位次区间 2,827–2,897');
  });

  it('names the band and its 位次 range in a 分数段, the top band open above', () => {
    const band = {
      ...base,
      score: 247,
      rowScore: 245,
      count: 1536,
      cumulative: 5103,
      rank: 5103,
      rankRange: [3568, 5103] as [number, number],
    };
    expect(describeLookup({ ...band, position: 'inTable' }, 5)).toBe(
      '247分在 245–249 分这一段：本段 1,536 人，累计 5,103 人，位次在 3,568–5,103 之间（分数段不再细分）',
    );
    const top = { ...band, score: 291, rowScore: 285, count: 65, cumulative: 65, rank: 65, rankRange: [1, 65] as [number, number] };
    expect(describeLookup({ ...top, position: 'inTable' }, 5)).toMatch(/^291分在 285及以上 分这一段/);
    expect([rowScoreText(280, 5, false), rowScoreText(285, 5, true), rowScoreText(527, 1, true)]).toEqual(['280–284', '285及以上', '527']);
  });

  it('gives only the bound the table proves outside it, never an extrapolated rank', () => {
    const above = {
      ...base,
      score: 740,
      position: 'aboveTop' as const,
      rowScore: null,
      count: null,
      cumulative: null,
      rank: 3,
      rankRange: [1, 3] as [number, number],
      note: '高于表内最高分',
    };
    expect(rankHeadline(above)).toBe('位次在前 3 名之内');
    expect(describeLookup(above)).toBe('740分高于表内最高分：位次在前 3 名之内，表中无法更精确');
    const below = {
      ...above,
      score: 100,
      position: 'belowFloor' as const,
      rank: 42089,
      rankRange: [42089, 42089] as [number, number],
      note: '低于表内最低分',
    };
    expect(rankHeadline(below)).toBe('位次在第 42,089 名或之后');
    expect(describeLookup(below)).toBe('100分低于表内最低分：位次在第 42,089 名或之后，表中无法更精确');
  });

  it('says when nobody scored in the step', () => {
    const gap = {
      ...base,
      score: 720,
      position: 'inTable' as const,
      rowScore: null,
      count: 0,
      cumulative: 1,
      rank: 2,
      rankRange: [2, 2] as [number, number],
      note: '表内无此分数段考生',
    };
    expect(describeLookup(gap)).toBe('720分：表内无此分数段考生，前面共 1 人，位次为第 2 名');
  });
});
