import { describe, expect, it } from 'vitest';
import { fitLineParams, fitYearsAhead, residualOf, type LineCase, type YearTriple } from './line-fit';

// Synthetic cases with moves written out by hand: each province-year's lines share one move.
function group(province: string, year: number, shift: number, spreads: number[], shiftFactor = 1): LineCase[] {
  return spreads.map((d) => ({
    province,
    year,
    firstNewGaokaoYear: false,
    shiftFactor,
    used: [{ year: year - 1, minScore: 500, planCount: null }],
    truth: 500 + shiftFactor * shift + d,
    scale: 750,
  }));
}
const AROUND = [-2, -1, 0, 1, 2, -1.5, 1.5];

describe('fitLineParams', () => {
  it('the shared move: the mean and standard deviation of each province-year’s median move, one vote each', () => {
    const cases = [...group('甲', 2025, 2, AROUND), ...group('乙', 2025, 6, AROUND), ...group('丙', 2025, 10, [...AROUND, ...AROUND])];
    const fit = fitLineParams(cases, []).byYears[1];
    // Medians 2, 6, 10: mean 6 (the larger group counts once), standard deviation 4.
    expect(fit.drift).toBeCloseTo(6, 6);
    expect(fit.shiftSd).toBeCloseTo(4, 6);
    expect(fit.cases).toBe(28);
  });

  it('a school formula with twice the culture share takes twice the move, and counts it once per unit', () => {
    const cases = [...group('甲', 2025, 4, AROUND), ...group('乙', 2025, 4, AROUND, 2)];
    expect(residualOf(cases[cases.length - 1])).toBeCloseTo(8 + 1.5, 6);
    const fit = fitLineParams(cases, []).byYears[1];
    expect(fit.drift).toBeCloseTo(4, 6);
    expect(fit.shiftSd).toBeCloseTo(0, 6);
  });

  it('first new-gaokao years give their own move and leave the usual one alone', () => {
    const first = group('丁', 2025, 20, AROUND).map((c) => ({ ...c, firstNewGaokaoYear: true }));
    const usual = [...group('甲', 2025, 2, AROUND), ...group('乙', 2025, 6, AROUND)];
    const params = fitLineParams([...usual, ...first], []);
    expect(params.byYears[1].drift).toBeCloseTo(4, 6);
    expect(params.firstNewGaokaoYear).toMatchObject({ drift: 20, groups: 1 });
  });
});

describe('fitYearsAhead', () => {
  // Each province-year: its lines moved `shared` over each of the two years, and each line's own
  // move around that is d a year, in the same direction both years (2d over two).
  const OWN = [-2, -1, 0, 1, 2];
  function triples(province: string, shared: number): YearTriple[] {
    return OWN.map((d) => ({ province, year: 2022, lines: [500, 500 - shared - d, 500 - 2 * shared - 2 * d] as const, scale: 750 }));
  }
  const ALL = [triples('甲', -2), triples('乙', 0), triples('丙', 2), triples('丁', 4)].flat();

  it('moves that continue: two years spread twice as far as one', () => {
    expect(fitYearsAhead(ALL)).toEqual({ sharedRatio: 2, ownRatio: 2, triples: 20 });
  });

  it('never below 1 (lines that come back), and independent years (√2) with fewer than three province-years', () => {
    const back = ALL.map((t) => ({ ...t, lines: [t.lines[0], t.lines[1], t.lines[0]] as const }));
    expect(fitYearsAhead(back)).toMatchObject({ sharedRatio: 1, ownRatio: 1 });
    expect(fitYearsAhead([triples('甲', 1), triples('乙', 3)].flat())).toEqual({ sharedRatio: 1.414, ownRatio: 1.414, triples: 10 });
  });
});
