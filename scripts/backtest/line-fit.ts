// Fitting the line forecast (packages/shared/src/rules/line-forecast.ts) and the normal baseline on
// real series: the product's constants come from every series (scripts/line-forecast-fit.ts), the
// backtest refits both without the province it reports (docs/backtest.md, "Leave one province out").
import { lineCentre, type LineFit, type LineForecastParams, type LineYear } from '@yzy/shared/rules';

/** One official series at one target year: the usable lines before it (newest first) and the line that came. */
export interface LineCase {
  province: string;
  year: number;
  used: readonly LineYear[];
  truth: number;
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

type Mixture = Omit<LineFit, 'cases'>;

/**
 * Maximum likelihood of the mixture (1 − ε) × logistic(m, s) + ε × logistic(m, S): a golden search
 * per coordinate, repeated until it settles (eight rounds are plenty for four smooth coordinates).
 */
export function fitMixture(residuals: readonly number[]): Mixture {
  const spread = Math.max(1, (median(residuals.map((r) => Math.abs(r - median(residuals)))) * 1.4826) / LOGISTIC_SD);
  let fit: Mixture = { drift: median(residuals), scale: spread, tailShare: 0.1, tailScale: spread * 6 };
  const nll = (f: Mixture) =>
    -residuals.reduce(
      (sum, r) => sum + Math.log((1 - f.tailShare) * density(r - f.drift, f.scale) + f.tailShare * density(r - f.drift, f.tailScale) + 1e-300),
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

/** The forecast's constants fitted on these cases. */
export function fitLineParams(cases: readonly LineCase[]): LineForecastParams {
  const pooled = fitMixture(cases.map(residualOf));
  const byYears = {} as Record<1 | 2 | 3, LineFit>;
  for (const n of [1, 2, 3] as const) {
    const mine = cases.filter((c) => yearsClass(c) === n);
    const fit = mine.length >= MIN_CLASS_CASES ? fitMixture(mine.map(residualOf)) : pooled;
    byYears[n] = {
      drift: round(fit.drift),
      scale: round(fit.scale),
      tailShare: round(fit.tailShare),
      tailScale: round(fit.tailScale),
      cases: mine.length,
    };
  }
  return { byYears };
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

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)];
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
