/**
 * How many past years of admission history the product works with: detail pages and the volunteer
 * export show them, the planning engine weighs them (probability.ts), and 算综合分 answers that many
 * years of equivalent scores. The gaokao year itself is the plan year, not history.
 */
export const HISTORY_YEARS = 3;

/** The history years of a gaokao year, newest first: gkyear − 1 … gkyear − HISTORY_YEARS. */
export function historyYearsOf(gkyear: number): number[] {
  return Array.from({ length: HISTORY_YEARS }, (_, i) => gkyear - 1 - i);
}

/** Recency weights by number of years, newest first. */
export const RECENCY_WEIGHTS: Readonly<Record<number, readonly number[]>> = { 2: [0.6, 0.4], 3: [0.5, 0.3, 0.2] };
