// The fitted part of the line forecast (line-forecast.ts). Written by `npx tsx scripts/line-forecast-fit.ts`
// from every real series in dataset/real (docs/engine.md, "The line forecast"); the backtest refits the
// same way without the province it reports, so these figures are never judged on data they saw.

/**
 * One evidence class: how this year's line falls around the expected one, in points per 750. The
 * lines of a province and category move together from one year to the next (a harder culture
 * paper, more 统考 candidates): that shared move is normal around `drift` with standard deviation
 * `shiftSd`. Around it, one line moves as a mixture of two logistics: most a little (scale), a few
 * jump (tailShare of them, tailScale: a new formula, a merged group, a plan cut).
 */
export interface LineFit {
  /** Mean shared move of a province's lines (this year's line − expected line): art composites drift up. */
  drift: number;
  /** Standard deviation of that shared move between provinces and years. */
  shiftSd: number;
  /** Logistic scale s of the usual move (standard deviation = s × π / √3). */
  scale: number;
  /** Share of lines that jump. */
  tailShare: number;
  /** Logistic scale of a jump. */
  tailScale: number;
  /** Cases the fit rests on. */
  cases: number;
}

/** The shared move in a province's first new-gaokao year (new-gaokao.ts): culture totals are scored anew and lines jump. */
export interface FirstYearShift {
  drift: number;
  shiftSd: number;
  /** Province-years the fit rests on. */
  groups: number;
}

/**
 * How a forecast widens when its newest line is two or more years before the plan year (a year's
 * lines not published or not held, as 2026's are for a 2027 forecast): each year missing adds one
 * more year's move. Ratios of a two-year move to a one-year move, measured on real series with
 * three years in a row (before the reform: the only years that have them).
 */
export interface YearsAhead {
  /** Standard deviation of the province's shared move over two years, over one year's. */
  sharedRatio: number;
  /** Spread of one line's own move around it over two years, over one year's. */
  ownRatio: number;
  /** Series × year triples the ratios rest on. */
  triples: number;
}

export interface LineForecastParams {
  byYears: Readonly<Record<1 | 2 | 3, LineFit>>;
  firstNewGaokaoYear: Readonly<FirstYearShift>;
  yearsAhead: Readonly<YearsAhead>;
}

export const LINE_FORECAST_PARAMS: Readonly<LineForecastParams> = {
  byYears: {
    1: { drift: 4.882, shiftSd: 6.971, scale: 2.293, tailShare: 0.324, tailScale: 9.53, cases: 497 },
    2: { drift: 4.882, shiftSd: 6.971, scale: 3.378, tailShare: 0.141, tailScale: 14.529, cases: 0 },
    3: { drift: 4.882, shiftSd: 6.971, scale: 3.378, tailShare: 0.141, tailScale: 14.529, cases: 0 },
  },
  firstNewGaokaoYear: { drift: 14.45, shiftSd: 8.102, groups: 5 },
  yearsAhead: { sharedRatio: 1.517, ownRatio: 1.124, triples: 273 },
};
