// The fitted part of the line forecast (line-forecast.ts). Written by `npx tsx scripts/line-forecast-fit.ts`
// from every real series in dataset/real (docs/engine.md, "The line forecast"); the backtest refits the
// same way without the province it reports, so these figures are never judged on data they saw.

/**
 * One evidence class: how this year's line falls around the expected one, in points per 750, as a
 * mixture of two logistics with the same centre: most lines move a little (scale), a few jump
 * (tailShare of them, tailScale: a new formula, a merged group, a plan cut).
 */
export interface LineFit {
  /** Centre of (this year's line − expected line): lines of art composites drift up. */
  drift: number;
  /** Logistic scale s of the usual move (standard deviation = s × π / √3). */
  scale: number;
  /** Share of lines that jump. */
  tailShare: number;
  /** Logistic scale of a jump. */
  tailScale: number;
  /** Cases the fit rests on. */
  cases: number;
}

export interface LineForecastParams {
  byYears: Readonly<Record<1 | 2 | 3, LineFit>>;
}

export const LINE_FORECAST_PARAMS: Readonly<LineForecastParams> = {
  byYears: {
    1: { drift: 7.255, scale: 6.676, tailShare: 0.036, tailScale: 222.331, cases: 633 },
    2: { drift: 7.255, scale: 6.676, tailShare: 0.036, tailScale: 222.331, cases: 0 },
    3: { drift: 7.255, scale: 6.676, tailShare: 0.036, tailScale: 222.331, cases: 0 },
  },
};
