// The line forecast when its newest line is two or more years before the plan year (a year's lines
// not published or not held, as 2026's are for a 2027 forecast): docs/engine.md, "A year missing".
import type { LineFit, YearsAhead } from './line-forecast-params';

/**
 * The fit for a plan year `ahead` years after the newest line: the first year moves as `yearOne`;
 * each further year widens the province's shared move and one line's own move by the ratios measured
 * on real two-year moves (√2 would be independent years). The centre stays: on real series the
 * usual drift taken once more per missing year made the forecasts worse (docs/backtest.md).
 */
export function yearsAheadFit(
  yearOne: Readonly<LineFit>,
  usual: Readonly<LineFit>,
  ahead: number,
  widening: Readonly<YearsAhead>,
): LineFit {
  const more = Math.max(0, ahead - 1);
  if (more === 0) {
    return yearOne;
  }
  const own = Math.sqrt(1 + more * (widening.ownRatio ** 2 - 1));
  return {
    ...yearOne,
    shiftSd: Math.sqrt(yearOne.shiftSd ** 2 + more * (widening.sharedRatio ** 2 - 1) * usual.shiftSd ** 2),
    scale: yearOne.scale * own,
    tailScale: yearOne.tailScale * own,
  };
}

/** The years strictly between the newest line and the plan year: the lines the forecast lacks. */
export function missingYearsBetween(newest: number, year: number): number[] {
  return Array.from({ length: Math.max(0, year - newest - 1) }, (_, i) => newest + 1 + i);
}
