import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastAdmission } from './forecast';
import {
  CONTRADICTORY_REASON,
  forecastFromLines,
  lineProbability,
  NO_LINE_REASON,
  prepareLines,
  readyProbability,
  usableLines,
} from './line-forecast';
import { yearsAheadFit } from './years-ahead';
import { clipProbability } from './probability';
import type { LineForecastParams } from './line-forecast-params';
import { gapText } from './probability-explain';

// Constants written out by hand so the tests do not restate the fitted ones.
// shiftSd 0 (the province's move known) keeps the arithmetic by hand; SHIFTING adds an unknown move.
const fit = { drift: 6, shiftSd: 0, scale: 8, tailShare: 0.1, tailScale: 100, cases: 0 };
const WIDENING = { sharedRatio: 2, ownRatio: 1.5, triples: 0 };
const PARAMS: LineForecastParams = {
  byYears: { 1: fit, 2: fit, 3: fit },
  firstNewGaokaoYear: { drift: 16, shiftSd: 0, groups: 3 },
  yearsAhead: WIDENING,
};
const shifting = { ...fit, shiftSd: 10 };
const SHIFTING: LineForecastParams = { ...PARAMS, byYears: { 1: shifting, 2: shifting, 3: shifting } };
const line = (year: number, minScore: number) => ({ year, minScore, planCount: null });

describe('line forecast', () => {
  it('one year of lines gives a probability, a tier, a band around it and the gap', () => {
    const f = forecastFromLines({ year: 2027, history: [line(2026, 500)], composite: 530, scale: 750 }, PARAMS);
    if (f.probability === null) {
      throw new Error('expected a number');
    }
    // margin = 530 − 500 − 6 = 24 points; 0.9 × logistic(3) + 0.1 × logistic(0.24) = 0.9 × 0.9526 + 0.1 × 0.5597 = 0.913
    expect(f.probability).toBe(0.91);
    expect(f.tier).toBe('保');
    expect(f.gap).toEqual({ year: 2026, line: 500, points: 30 });
    expect(f.years).toEqual([2026]);
    // No unknown move: the band is the number itself.
    expect(f.band).toEqual([0.91, 0.91]);
  });

  it('with last year’s lines missing, the move of two years is taken: the same centre, wider as measured', () => {
    const lastYear = forecastFromLines({ year: 2027, history: [line(2026, 500)], composite: 530, scale: 750 }, PARAMS);
    const yearBefore = forecastFromLines({ year: 2027, history: [line(2025, 500)], composite: 530, scale: 750 }, PARAMS);
    // margin = 30 − 6 = 24; own scales × √(1 + 1.5² − 1) = 1.5 → 12 and 150:
    // 0.9 × logistic(2) + 0.1 × logistic(0.16) = 0.9 × 0.8808 + 0.1 × 0.5399 = 0.847
    expect(lastYear.probability).toBe(0.91);
    expect(yearBefore.probability).toBe(0.85);
  });

  it('widens the shared move by the measured ratio for each year missing, and leaves one year ahead alone', () => {
    expect(yearsAheadFit(shifting, shifting, 1, WIDENING)).toBe(shifting);
    // shiftSd² = 10² + (2² − 1) × 10² per year beyond the first.
    expect(yearsAheadFit(shifting, shifting, 2, WIDENING)).toEqual({ ...shifting, shiftSd: 20, scale: 12, tailScale: 150 });
    const three = yearsAheadFit(shifting, shifting, 3, WIDENING);
    expect(three.drift).toBe(6);
    expect(three.shiftSd).toBeCloseTo(Math.sqrt(700), 9);
    expect(three.scale).toBeCloseTo(8 * Math.sqrt(1 + 2 * 1.25), 9);
    // A first new-gaokao year keeps its own move for its year; the years after it widen as usual years.
    const first = { ...shifting, drift: 16, shiftSd: 5 };
    expect(yearsAheadFit(first, shifting, 2, WIDENING)).toMatchObject({ drift: 16, shiftSd: Math.sqrt(25 + 300) });
  });

  it('an unknown province-wide move lowers a safe number, and the band spans one such move either way', () => {
    const f = forecastFromLines({ year: 2027, history: [line(2026, 500)], composite: 530, scale: 750 }, SHIFTING);
    if (f.probability === null) {
      throw new Error('expected a number');
    }
    expect(f.probability).toBeLessThan(0.91);
    expect(f.probability).toBeGreaterThan(0.75);
    // margin 24 ∓ 10: 0.9 × logistic(14 / 8) + 0.1 × logistic(0.14) = 0.767 + 0.053 = 0.82;
    // 0.9 × logistic(34 / 8) + 0.1 × logistic(0.34) = 0.887 + 0.058 = 0.95
    expect(f.band).toEqual([0.82, 0.95]);
  });

  it('a composite at last year’s line is 冲 when lines drift up, far above is 保, far below is hopeless', () => {
    const at = forecastFromLines({ year: 2027, history: [line(2026, 500)], composite: 500, scale: 750 }, PARAMS);
    const below = forecastFromLines({ year: 2027, history: [line(2026, 500)], composite: 440, scale: 750 }, PARAMS);
    expect(at.probability).toBe(Math.round(lineProbability(-6, fit) * 100) / 100);
    expect(at.probability !== null && at.probability < 0.4).toBe(true);
    expect(below.probability !== null && below.probability < 0.05 && 'hopeless' in below && below.hopeless).toBe(true);
  });

  it('two or three years: the recency-weighted mean of the lines is the expected line', () => {
    const two = forecastFromLines({ year: 2027, history: [line(2026, 500), line(2025, 490)], composite: 526, scale: 750 }, PARAMS);
    // 0.6 × 500 + 0.4 × 490 = 496: margin 526 − 496 − 6 = 24, as in the one-year case.
    expect(two.probability).toBe(0.91);
    expect(two.probability !== null && two.years).toEqual([2026, 2025]);
  });

  it('a province’s first new-gaokao year takes its own, larger move', () => {
    const first = forecastFromLines(
      { year: 2027, history: [line(2026, 500)], composite: 540, scale: 750, firstNewGaokaoYear: true },
      PARAMS,
    );
    // margin = 540 − 500 − 16 = 24 once more.
    expect(first.probability).toBe(0.91);
  });

  it('points are read on the plan’s own scale (435 for 湖南 美术)', () => {
    const f = forecastFromLines(
      { year: 2027, history: [line(2026, 300)], composite: 300 + (24 * 435) / 750 + (6 * 435) / 750, scale: 435 },
      PARAMS,
    );
    expect(f.probability).toBe(0.91);
  });

  it('no usable line: none at all, only lines before the 2024 reform, or lines that contradict each other', () => {
    expect(forecastFromLines({ year: 2027, history: [], composite: 500, scale: 750 }, PARAMS)).toMatchObject({
      probability: null,
      reason: NO_LINE_REASON,
    });
    expect(forecastFromLines({ year: 2025, history: [line(2023, 480)], composite: 500, scale: 750 }, PARAMS)).toMatchObject({
      probability: null,
      reason: NO_LINE_REASON,
    });
    expect(
      forecastFromLines({ year: 2027, history: [line(2026, 500), line(2025, 300)], composite: 500, scale: 750 }, PARAMS),
    ).toMatchObject({ probability: null, reason: CONTRADICTORY_REASON });
  });

  it('uses at most the three years before the plan year, newest first', () => {
    expect(usableLines(2027, [line(2023, 1), line(2025, 2), line(2026, 3), line(2027, 4), line(2024, 5)], 750).map((h) => h.year)).toEqual([
      2026, 2025, 2024,
    ]);
  });

  it('the rank model speaks where it has a number; otherwise the line forecast', () => {
    const lines = { year: 2027, history: [line(2026, 500)], composite: 530, scale: 750 };
    const byLines = forecastAdmission({ probability: null, reason: '缺少位次', years: [] }, lines, PARAMS);
    expect(byLines).toMatchObject({ basis: '分差', probability: 0.91 });
    const byRank = forecastAdmission(
      {
        probability: 0.5,
        tier: '稳',
        hopeless: false,
        wasted: false,
        basis: 'rank',
        margin: 0,
        spread: 0.2,
        calibrated: { margin: 0, spread: 0.2 },
        margins: [
          { year: 2026, margin: 0 },
          { year: 2025, margin: 0 },
        ],
        volatile: false,
        assumptions: [],
      },
      lines,
      PARAMS,
    );
    expect(byRank).toMatchObject({ basis: '位次', probability: 0.5, years: [2026, 2025], gap: { year: 2026, points: 30 } });
  });

  it('writes the gap as a family reads it', () => {
    expect(gapText({ year: 2025, points: 12 })).toBe('比2025年最低分高12分');
    expect(gapText({ year: 2025, points: -3.5 })).toBe('比2025年最低分低3.5分');
    expect(gapText({ year: 2025, points: 0 })).toBe('与2025年最低分持平');
  });
});

describe('the line forecast read off its steps', () => {
  // The engine reads a fit's whole-percent probability and band off steps found once by bisection
  // (readyProbability); they must be the numbers the curve itself gives, for any fit and margin.
  const fits = fc.record({
    drift: fc.double({ min: -20, max: 30, noNaN: true }),
    shiftSd: fc.double({ min: 0, max: 20, noNaN: true }),
    scale: fc.double({ min: 0.5, max: 20, noNaN: true }),
    tailShare: fc.double({ min: 0, max: 0.6, noNaN: true }),
    tailScale: fc.double({ min: 1, max: 60, noNaN: true }),
    cases: fc.constant(0),
  });

  it('gives the curve’s own clipped, whole-percent probability and band', () => {
    fc.assert(
      fc.property(
        fits,
        fc.double({ min: 100, max: 700, noNaN: true }),
        fc.double({ min: -150, max: 150, noNaN: true }),
        (f, lineScore, gap) => {
          const params: LineForecastParams = {
            byYears: { 1: f, 2: f, 3: f },
            firstNewGaokaoYear: { drift: 0, shiftSd: 0, groups: 0 },
            yearsAhead: WIDENING,
          };
          const prepared = prepareLines({ year: 2026, history: [line(2025, lineScore)], scale: 750 }, params);
          if (prepared.probability === null) {
            throw new Error('one line is always usable');
          }
          const composite = lineScore + gap;
          const margin = composite - lineScore - f.drift;
          const known = { ...f, shiftSd: 0 };
          const { probability, band } = readyProbability(prepared, composite);
          expect(probability).toBe(clipProbability(lineProbability(margin, f)));
          expect(band).toEqual([
            clipProbability(lineProbability(margin - f.shiftSd, known)),
            clipProbability(lineProbability(margin + f.shiftSd, known)),
          ]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
