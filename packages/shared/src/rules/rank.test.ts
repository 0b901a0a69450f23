import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equivalentScore, lookupRank, scoreForRank, sortRankRows, type RankRow } from './rank';

/** Rows best first from (score, count) pairs, cumulative added up. */
function table(pairs: readonly [number, number][]): RankRow[] {
  let cumulative = 0;
  return pairs.map(([score, count]) => {
    cumulative += count;
    return { score, count, cumulative };
  });
}

// 600: 2 (1–2), 599: 3 (3–5), 597: 4 (6–9, 598 empty), 596: 10 (10–19)
const thisYear = table([
  [600, 2],
  [599, 3],
  [597, 4],
  [596, 10],
]);
// One year earlier: scores ran higher.
const lastYear = table([
  [612, 1],
  [611, 4],
  [610, 5],
  [609, 10],
]);

describe('lookupRank', () => {
  it('answers a row with its count, 累计人数 and 位次 range', () => {
    expect(lookupRank(thisYear, 599)).toEqual({
      score: 599,
      position: 'inTable',
      rowScore: 599,
      count: 3,
      cumulative: 5,
      rank: 5,
      rankRange: [3, 5],
      note: null,
    });
  });

  it('puts a fractional composite in its 1-point bin', () => {
    expect(lookupRank(thisYear, 599.99)).toMatchObject({ rowScore: 599, cumulative: 5, rank: 5 });
    expect(lookupRank(thisYear, 596.01)).toMatchObject({ rowScore: 596, cumulative: 19, rankRange: [10, 19] });
  });

  it('answers an empty step honestly: everyone above is ahead, nobody level', () => {
    expect(lookupRank(thisYear, 598.5)).toMatchObject({
      position: 'inTable',
      rowScore: null,
      count: 0,
      cumulative: 5,
      rank: 6,
      rankRange: [6, 6],
      note: '表内无此分数段考生',
    });
  });

  it('answers a listed row with nobody in it as an empty step, never with a backwards range', () => {
    // The data build fills scores a table left out with count-0 rows (598 here).
    const filled = table([
      [600, 2],
      [599, 3],
      [598, 0],
      [597, 4],
    ]);
    expect(lookupRank(filled, 598.5)).toEqual({
      score: 598.5,
      position: 'inTable',
      rowScore: null,
      count: 0,
      cumulative: 5,
      rank: 6,
      rankRange: [6, 6],
      note: '表内无此分数段考生',
    });
    expect(lookupRank(filled, 598.5)).toEqual(lookupRank(thisYear, 598.5));
    expect(equivalentScore(filled, lastYear, 598.5)).toEqual(equivalentScore(thisYear, lastYear, 598.5));
  });

  it('answers scores above the top and below the floor without extrapolating', () => {
    expect(lookupRank(thisYear, 601)).toMatchObject({
      position: 'aboveTop',
      count: null,
      cumulative: null,
      rank: 2,
      rankRange: [1, 2],
      note: '高于表内最高分',
    });
    expect(lookupRank(thisYear, 600.5)).toMatchObject({ position: 'inTable', rowScore: 600 });
    expect(lookupRank(thisYear, 595.99)).toMatchObject({
      position: 'belowFloor',
      count: null,
      rank: 20,
      rankRange: [20, 20],
      note: '低于表内最低分',
    });
  });

  it('sorts stored rows best first', () => {
    expect(sortRankRows([...thisYear].reverse()).map((r) => r.score)).toEqual([600, 599, 597, 596]);
  });
});

describe('scoreForRank', () => {
  it('finds the row whose 位次 range holds the rank', () => {
    expect(scoreForRank(thisYear, 1)).toEqual({ rank: 1, position: 'inTable', score: 600, note: null });
    expect(scoreForRank(thisYear, 3)).toMatchObject({ score: 599 });
    expect(scoreForRank(thisYear, 9)).toMatchObject({ score: 597 });
    expect(scoreForRank(thisYear, 19)).toMatchObject({ score: 596 });
  });

  it('says a rank beyond the table is below its floor', () => {
    expect(scoreForRank(thisYear, 20)).toEqual({ rank: 20, position: 'belowFloor', score: null, note: '低于表内最低分' });
  });
});

describe('equivalentScore (位次法)', () => {
  it('carries the standing into the other year, interpolating inside the bin', () => {
    // 599.0 has 5 ahead (the bottom of its bin) → last year rank 5 is the bottom of 611 (2–5)
    expect(equivalentScore(thisYear, lastYear, 599)).toEqual({ position: 'inTable', score: 611, rank: 5, note: null });
    // 599.5: 5 − 3×0.5 = 3.5 ahead → 611 + (5 − 3.5)/4 = 611.375 → 611.38
    expect(equivalentScore(thisYear, lastYear, 599.5)).toMatchObject({ score: 611.38, rank: 5 });
    // 596: 19 ahead → 609 + (20 − 19)/10
    expect(equivalentScore(thisYear, lastYear, 596)).toMatchObject({ score: 609.1, rank: 20 });
  });

  it('is the identity on the same table and the inverse back', () => {
    expect(equivalentScore(thisYear, thisYear, 599.37).score).toBe(599.37);
    const there = equivalentScore(thisYear, lastYear, 597.25).score ?? 0;
    expect(equivalentScore(lastYear, thisYear, there).score).toBeCloseTo(597.25, 1);
  });

  it('answers outside either table with no score', () => {
    expect(equivalentScore(thisYear, lastYear, 620)).toEqual({ position: 'aboveTop', score: null, rank: null, note: '高于表内最高分' });
    expect(equivalentScore(thisYear, lastYear, 500)).toMatchObject({ position: 'belowFloor', score: null });
    const small = table([
      [612, 1],
      [611, 4],
    ]);
    expect(equivalentScore(thisYear, small, 596)).toMatchObject({ position: 'belowFloor', score: null, note: '低于表内最低分' });
  });
});

/** Random tables: 1–40 rows, descending integer scores with gaps, counts 1–500. */
const tableArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 40 })
  .chain((steps) =>
    fc.integer({ min: 300, max: 700 }).map((top) => {
      let score = top;
      return table(
        steps.map(([gap, count], i) => {
          score -= i === 0 ? 0 : gap;
          return [score, count] as [number, number];
        }),
      );
    }),
  );

describe('rank — properties', () => {
  it('rank never improves as the score falls', () => {
    fc.assert(
      fc.property(tableArb, fc.double({ min: 0, max: 800, noNaN: true }), fc.double({ min: 0, max: 800, noNaN: true }), (rows, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const low = lookupRank(rows, lo);
        const high = lookupRank(rows, hi);
        return high.rank <= low.rank && high.rankRange[0] <= low.rankRange[0];
      }),
    );
  });

  it('the equivalent score on the same table is the score itself (inside a row)', () => {
    fc.assert(
      fc.property(tableArb, fc.nat(), fc.integer({ min: 0, max: 99 }), (rows, pick, hundredths) => {
        const row = rows[pick % rows.length];
        const score = (row.score * 100 + hundredths) / 100;
        return equivalentScore(rows, rows, score).score === score;
      }),
    );
  });

  it('scoreForRank of a row’s 累计人数 gives the row back', () => {
    fc.assert(fc.property(tableArb, (rows) => rows.every((r) => scoreForRank(rows, r.cumulative).score === r.score)));
  });

  it('equivalent scores keep the order of the scores', () => {
    fc.assert(
      fc.property(tableArb, tableArb, fc.nat(), fc.nat(), (from, to, i, j) => {
        const a = from[i % from.length].score + 0.3;
        const b = from[j % from.length].score + 0.6;
        const ea = equivalentScore(from, to, a).score;
        const eb = equivalentScore(from, to, b).score;
        if (ea === null || eb === null) {
          return true;
        }
        return a <= b ? ea <= eb : eb <= ea;
      }),
    );
  });
});
