import type { RecommendQuery } from '@yzy/shared/contracts';
import { usefulBand } from '@yzy/shared/rules';
import type { EvaluatedPlan } from './plan-evaluation';
import { byLine } from './prepared-plan';

/**
 * The orders of a recommendation list (recommend.ts). A listing sorts the indices of a batch's rows
 * as the member sees them: the rows come in line order (evaluated plans do: byLine), and a
 * withheld row's probability reads as null.
 */

/** A batch's rows, in line order, and each one's probability as the member sees it, by index. */
export interface SeenRows {
  rows: readonly EvaluatedPlan[];
  probabilities: readonly (number | null)[];
}

/** The selected indices (ascending: in line order) in the order of a sort. */
export function ordered(selected: number[], sort: RecommendQuery['sort'], seen: SeenRows): number[] {
  if (sort === 'line') {
    return selected;
  }
  return sort === 'useful' ? usefulOrder(selected, seen) : selected.sort(comparator(sort, seen));
}

/** The order of the other sorts; ties go by line. */
function comparator(sort: RecommendQuery['sort'], { rows, probabilities }: SeenRows): (a: number, b: number) => number {
  const line = (a: number, b: number) => byLine(rows[a], rows[b]);
  const p = (i: number) => probabilities[i] ?? -1;
  switch (sort) {
    case 'probability':
      return (a, b) => p(b) - p(a) || line(a, b);
    case 'probabilityAsc':
      return (a, b) => (probabilities[a] ?? 2) - (probabilities[b] ?? 2) || line(a, b);
    case 'planCount':
      // An unpublished count (reference entries) sorts last.
      return (a, b) => (rows[b].plan.planCount ?? -1) - (rows[a].plan.planCount ?? -1) || line(a, b);
    case 'tuition':
      return (a, b) =>
        (rows[a].plan.tuitionFen ?? Number.POSITIVE_INFINITY) - (rows[b].plan.tuitionFen ?? Number.POSITIVE_INFINITY) || line(a, b);
    default:
      return line;
  }
}

/**
 * The useful order (usefulBy) band by band: the rows of each band are gathered in the line order
 * they come in, then only 冲's are sorted by probability and those without a number by their gap,
 * ties by index (= by line). The same order as sorting by usefulBy, without comparing whole rows: a
 * free member's withheld rows (most of a large batch) are all in the last band.
 */
function usefulOrder(selected: readonly number[], { rows, probabilities }: SeenRows): number[] {
  const bands: number[][] = [[], [], [], [], [], []];
  for (const i of selected) {
    bands[usefulBand(probabilities[i])].push(i);
  }
  for (let band = 0; band < 3; band += 1) {
    bands[band].sort((a, b) => (probabilities[b] ?? 0) - (probabilities[a] ?? 0) || a - b);
  }
  const gaps = new Float64Array(rows.length);
  for (const i of bands[5]) {
    gaps[i] = rows[i].lineGap;
  }
  // Infinity − Infinity is NaN, which falls through like a tie.
  bands[5].sort((a, b) => gaps[a] - gaps[b] || a - b);
  // Spread, not flat(), which measured slower on a batch of 2,000 rows.
  return [...bands[0], ...bands[1], ...bands[2], ...bands[3], ...bands[4], ...bands[5]];
}

/**
 * The useful order (tiers.ts usefulBand): within 冲 the likeliest first (a realistic reach before a
 * dream), within 稳 and 保 the strongest line first, and rows without a number by how near their
 * newest line is to the member's composite (not the strongest schools of the province first).
 */
export function useful(a: EvaluatedPlan, b: EvaluatedPlan): number {
  return usefulBy(a.probability, b.probability, a, b);
}

/** The useful order of two rows whose probabilities, as the member sees them, are pa and pb. */
function usefulBy(pa: number | null, pb: number | null, a: EvaluatedPlan, b: EvaluatedPlan): number {
  const band = usefulBand(pa);
  const byBand = band - usefulBand(pb);
  if (byBand !== 0) {
    return byBand;
  }
  if (band <= 2) {
    return (pb ?? 0) - (pa ?? 0) || byLine(a, b);
  }
  return band === 5 ? a.lineGap - b.lineGap || byLine(a, b) : byLine(a, b);
}
