// Fitting the line forecast (packages/shared/src/rules/line-forecast.ts) and the normal baseline on
// real series: the product's constants come from every series (scripts/line-forecast-fit.ts), the
// backtest refits both without the province it reports (docs/backtest.md, "Leave one province out").
import { lineCentre, type LineFit, type LineForecastParams, type LineYear, type YearsAhead } from '@yzy/shared/rules';

/** One official series at one target year: the usable lines before it (newest first) and the line that came. */
export interface LineCase {
  province: string;
  year: number;
  /** The target year is the province's first new-gaokao year. */
  firstNewGaokaoYear: boolean;
  /** The share of the province's shared move the series takes (line-forecast.ts shiftFactor). */
  shiftFactor: number;
  used: readonly LineYear[];
  truth: number;
  scale: number;
}

/** One series with lines three years in a row (the same formula): how far it moved over one year and over two. */
export interface YearTriple {
  province: string;
  year: number;
  /** The line of the year, of the year before and of the year before that. */
  lines: readonly [number, number, number];
  scale: number;
}

/** Classes with fewer training cases than this take the fit of all classes pooled. */
export const MIN_CLASS_CASES = 30;
const LOGISTIC_SD = Math.PI / Math.sqrt(3);

/** This year's line minus the expected line, in points per 750. */
export function residualOf(c: LineCase): number {
  return ((c.truth - lineCentre(c.used)) * 750) / c.scale;
}

export function yearsClass(c: LineCase): 1 | 2 | 3 {
  return Math.min(c.used.length, 3) as 1 | 2 | 3;
}

type Mixture = Omit<LineFit, 'cases' | 'shiftSd'>;

/** A province's lines of one year share their move only when there are this many to read it from. */
export const MIN_SHIFT_CASES = 5;

/**
 * The shared move and the rest: each province × year with enough lines gives its median residual
 * (its shared move); drift and shiftSd are their mean and standard deviation, one vote per province
 * and year (a held-out province is one more such draw); the mixture is fitted on what is left of
 * every line once its province-year's move is taken off (lines of small groups: the drift).
 */
export function fitClass(cases: readonly LineCase[]): Omit<LineFit, 'cases'> {
  const moves = provinceYearMoves(cases);
  const { drift, shiftSd } = sharedMove(moves, cases);
  const rest = cases.map((c) => residualOf(c) - c.shiftFactor * (moves.get(`${c.province}|${c.year}`) ?? drift));
  const { scale, tailShare, tailScale } = fitMixture(rest);
  return { drift, shiftSd, scale, tailShare, tailScale };
}

/**
 * Each province-year's shared move, keyed `province|year`: the median of its lines' residuals, each
 * over its series' shift factor (the move in units of the province's formula), where it has at
 * least MIN_SHIFT_CASES lines.
 */
export function provinceYearMoves(cases: readonly LineCase[]): Map<string, number> {
  const groups = new Map<string, number[]>();
  for (const c of cases) {
    const key = `${c.province}|${c.year}`;
    groups.set(key, [...(groups.get(key) ?? []), residualOf(c) / c.shiftFactor]);
  }
  return new Map([...groups].filter(([, g]) => g.length >= MIN_SHIFT_CASES).map(([key, g]) => [key, median(g)]));
}

/** Mean and standard deviation of the province-years' moves. */
function sharedMove(moves: ReadonlyMap<string, number>, cases: readonly LineCase[]): { drift: number; shiftSd: number; groups: number } {
  const shifts = [...moves.values()];
  const drift = shifts.length > 0 ? mean(shifts) : median(cases.map((c) => residualOf(c) / c.shiftFactor));
  const shiftSd = shifts.length > 1 ? sd(shifts) : 0;
  return { drift, shiftSd, groups: shifts.length };
}

/**
 * Maximum likelihood of the mixture (1 − ε) × logistic(m, s) + ε × logistic(m, S): a golden search
 * per coordinate, repeated until it settles (eight rounds are plenty for four smooth coordinates).
 */
export function fitMixture(residuals: readonly number[]): Mixture {
  const spread = Math.max(1, (median(residuals.map((r) => Math.abs(r - median(residuals)))) * 1.4826) / LOGISTIC_SD);
  let fit: Mixture = { drift: median(residuals), scale: spread, tailShare: 0.1, tailScale: spread * 6 };
  const nll = (f: Mixture) =>
    -residuals.reduce(
      (sum, r) =>
        sum + Math.log((1 - f.tailShare) * density(r - f.drift, f.scale) + f.tailShare * density(r - f.drift, f.tailScale) + 1e-300),
      0,
    );
  for (let round = 0; round < 8; round += 1) {
    fit = { ...fit, drift: golden((drift) => nll({ ...fit, drift }), fit.drift - 3 * fit.scale, fit.drift + 3 * fit.scale) };
    fit = { ...fit, scale: golden((scale) => nll({ ...fit, scale }), 0.5, fit.tailScale) };
    fit = { ...fit, tailShare: golden((tailShare) => nll({ ...fit, tailShare }), 0.001, 0.6) };
    fit = { ...fit, tailScale: golden((tailScale) => nll({ ...fit, tailScale }), fit.scale, 400) };
  }
  return fit;
}

function density(x: number, s: number): number {
  const e = Math.exp(-Math.abs(x) / s);
  return e / (s * (1 + e) ** 2);
}

/**
 * How much more a line moves over two years than over one, from the same series and years. A
 * two-year move spans two one-year moves (the year before last to last year, last year to this
 * one), and the two need not be alike (a turbulent year next to a calm one), so a two-year move is
 * set against both. The province-years' shared moves (median of each group large enough) give the
 * ratio of the two-year spread to the root mean square of the two one-year spreads (√2 for
 * independent years, less where lines come back); the lines' own moves around them the ratio of
 * their mean sizes. Neither is taken below 1: two years are never surer than one. Without three
 * province-years, independent years (√2).
 */
export function fitYearsAhead(triples: readonly YearTriple[]): YearsAhead {
  const groups = new Map<string, { last: number[]; before: number[]; two: number[] }>();
  for (const t of triples) {
    const key = `${t.province}|${t.year}`;
    const per = 750 / t.scale;
    const g = groups.get(key) ?? { last: [], before: [], two: [] };
    g.last.push((t.lines[0] - t.lines[1]) * per);
    g.before.push((t.lines[1] - t.lines[2]) * per);
    g.two.push((t.lines[0] - t.lines[2]) * per);
    groups.set(key, g);
  }
  const big = [...groups.values()].filter((g) => g.two.length >= MIN_SHIFT_CASES);
  const used = big.reduce((n, g) => n + g.two.length, 0);
  const independent = round(Math.SQRT2);
  if (big.length < 3) {
    return { sharedRatio: independent, ownRatio: independent, triples: used };
  }
  const shared = (moves: (g: (typeof big)[number]) => number[]) => sd(big.map((g) => median(moves(g))));
  const own = (moves: (g: (typeof big)[number]) => number[]) =>
    big.flatMap((g) => {
      const m = median(moves(g));
      return moves(g).map((x) => Math.abs(x - m));
    });
  const oneYearSpread = Math.sqrt((shared((g) => g.last) ** 2 + shared((g) => g.before) ** 2) / 2);
  const oneYearOwn = mean([...own((g) => g.last), ...own((g) => g.before)]);
  const ratio = (a: number, b: number) => (b > 0 ? round(Math.max(1, a / b)) : independent);
  return {
    sharedRatio: ratio(
      shared((g) => g.two),
      oneYearSpread,
    ),
    ownRatio: ratio(mean(own((g) => g.two)), oneYearOwn),
    triples: used,
  };
}

/** The forecast's constants fitted on these cases (and, for plans whose newest line is older than last year's, on these triples). */
export function fitLineParams(all: readonly LineCase[], triples: readonly YearTriple[]): LineForecastParams {
  // First new-gaokao years move apart: they give their own shared move and nothing else.
  const cases = all.filter((c) => !c.firstNewGaokaoYear);
  const firsts = all.filter((c) => c.firstNewGaokaoYear);
  // The shape of one line's move around its province's is fitted on every case, first years included.
  const shape = fitClass(all);
  const pooled = { ...fitClass(cases), scale: shape.scale, tailShare: shape.tailShare, tailScale: shape.tailScale };
  const byYears = {} as Record<1 | 2 | 3, LineFit>;
  for (const n of [1, 2, 3] as const) {
    const mine = cases.filter((c) => yearsClass(c) === n);
    const fit = mine.length >= MIN_CLASS_CASES ? fitClass(mine) : pooled;
    byYears[n] = {
      drift: round(fit.drift),
      shiftSd: round(fit.shiftSd),
      scale: round(fit.scale),
      tailShare: round(fit.tailShare),
      tailScale: round(fit.tailScale),
      cases: mine.length,
    };
  }
  const first = sharedMove(provinceYearMoves(firsts), firsts);
  // Fewer than two province-years cannot give a spread: then the usual move's spread stands, around their move.
  const firstNewGaokaoYear =
    first.groups >= 2
      ? { drift: round(first.drift), shiftSd: round(first.shiftSd), groups: first.groups }
      : { drift: round(first.groups === 1 ? first.drift : pooled.drift), shiftSd: round(pooled.shiftSd), groups: first.groups };
  return { byYears, firstNewGaokaoYear, yearsAhead: fitYearsAhead(triples) };
}

/**
 * The normal baseline's σ (points per 750): the one that minimises the Brier score on the training
 * cases' grid pairs, around the recency-weighted mean without drift.
 */
export function fitNormalSigma(cases: readonly LineCase[], grid: (c: LineCase) => readonly number[], cdf: (z: number) => number): number {
  const pairs = cases.flatMap((c) => {
    const centre = lineCentre(c.used);
    const per = 750 / c.scale;
    return grid(c).map((x) => ({ d: (x - centre) * per, admitted: x >= c.truth }));
  });
  const brier = (sigma: number) =>
    pairs.reduce((sum, p) => sum + (Math.min(0.99, Math.max(0.01, cdf(p.d / sigma))) - Number(p.admitted)) ** 2, 0);
  return golden(brier, 1, 200);
}

function golden(f: (x: number) => number, lo: number, hi: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  for (let i = 0; i < 50; i += 1) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) {
      b = d;
    } else {
      a = c;
    }
  }
  return (a + b) / 2;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function sd(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, x) => sum + (x - m) ** 2, 0) / (values.length - 1));
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)];
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
