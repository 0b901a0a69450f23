import { describe, expect, it } from 'vitest';
import { atOrAboveRange, bandStepOf, lookupBand, lookupBandRank, sameRankBand } from './rank-bands';
import type { RankRow } from './rank';

/** Rows best first from (score, count) pairs, cumulative added up. */
function table(pairs: readonly [number, number][]): RankRow[] {
  let cumulative = 0;
  return pairs.map(([score, count]) => {
    cumulative += count;
    return { score, count, cumulative };
  });
}

// 5-point bands: 285 and above 65 (1–65), 280–284: 97 (66–162), 275–279: 192 (163–354), 270–274: 258 (355–612).
const BANDS = table([
  [285, 65],
  [280, 97],
  [275, 192],
  [270, 258],
]);

// One point a row: 282: 50 (1–50), 281: 100 (51–150), 280: 0, 279: 300 (151–450).
const POINTS = table([
  [282, 50],
  [281, 100],
  [280, 0],
  [279, 300],
]);

describe('bandStepOf', () => {
  it('reads evenly spaced rows of several points as bands, anything else as one point a row', () => {
    expect(bandStepOf(BANDS)).toBe(5);
    expect(bandStepOf(POINTS)).toBe(1);
    // Gaps of 2 and 3 (scores nobody had, left out) are not a band.
    expect(
      bandStepOf(
        table([
          [300, 1],
          [298, 1],
          [295, 1],
        ]),
      ),
    ).toBe(1);
    expect(bandStepOf(BANDS.slice(0, 2))).toBe(1);
    expect(
      bandStepOf(
        table([
          [300.5, 1],
          [300, 1],
          [299.5, 1],
        ]),
      ),
    ).toBe(1);
  });
});

describe('lookupBand', () => {
  it('gives the band and the 位次 range of everyone in it, the top band open above', () => {
    expect(lookupBand(BANDS, 5, 277)).toEqual({ position: 'inTable', band: [275, 280], rankRange: [163, 354], note: null });
    expect(lookupBand(BANDS, 5, 280)).toMatchObject({ band: [280, 285], rankRange: [66, 162] });
    expect(lookupBand(BANDS, 5, 296)).toMatchObject({ band: [285, null], rankRange: [1, 65] });
    expect(lookupBand(BANDS, 5, 269)).toEqual({ position: 'belowFloor', band: null, rankRange: null, note: '低于表内最低分' });
  });

  it('answers the 一分一段 page’s look-up with the band as the row, never an empty step inside it', () => {
    expect(lookupBandRank(BANDS, 5, 283)).toEqual({
      score: 283,
      position: 'inTable',
      rowScore: 280,
      count: 97,
      cumulative: 162,
      rank: 162,
      rankRange: [66, 162],
      note: null,
    });
    expect(lookupBandRank(BANDS, 5, 260)).toMatchObject({ position: 'belowFloor', rowScore: null, rank: 613, note: '低于表内最低分' });
  });
});

describe('sameRankBand', () => {
  it('gives the scores that held a 位次 range in a 一分一段 or a 分数段', () => {
    // 位次 66–162 in POINTS: 66 in 281 (51–150), 162 in 279 (151–450) → 279 up to 282.
    expect(sameRankBand(POINTS, 1, [66, 162])).toEqual({ position: 'inTable', scores: [279, 282], note: null });
    // 位次 100–200 in BANDS: 280 band (66–162) and 275 band (163–354) → 275 up to 285.
    expect(sameRankBand(BANDS, 5, [100, 200])).toEqual({ position: 'inTable', scores: [275, 285], note: null });
    expect(sameRankBand(BANDS, 5, [1, 30])).toMatchObject({ scores: [285, null] });
  });

  it('reads down to the floor when the range goes past it, and nothing when it starts past it', () => {
    expect(sameRankBand(BANDS, 5, [600, 700])).toEqual({ position: 'inTable', scores: [270, 275], note: '位次区间的后段低于表内最低分' });
    expect(sameRankBand(BANDS, 5, [700, 800])).toEqual({ position: 'belowFloor', scores: null, note: '低于表内最低分' });
  });
});

describe('atOrAboveRange', () => {
  it('is exact on a band’s edge, a range inside a band, everyone at or under the floor', () => {
    expect(atOrAboveRange(BANDS, 5, 280)).toEqual([162, 162]);
    expect(atOrAboveRange(BANDS, 5, 278)).toEqual([162, 354]);
    expect(atOrAboveRange(BANDS, 5, 290)).toEqual([0, 65]);
    expect(atOrAboveRange(BANDS, 5, 270)).toEqual([612, 612]);
    expect(atOrAboveRange(BANDS, 5, 100)).toEqual([612, 612]);
  });
});
