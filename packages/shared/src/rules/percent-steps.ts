// A rising curve of the margin (a probability) read as whole percents: each whole percent's step is
// found once by bisection, then a value is a binary search instead of evaluating the curve
// (line-forecast.ts reads thousands of plans per member this way; the numbers are the same).
import { clipProbability as clip, PROBABILITY_MAX, PROBABILITY_MIN } from './probability';

const PERCENT_STEPS = Math.round((PROBABILITY_MAX - PROBABILITY_MIN) * 100);
const MARGIN_LIMIT = 5000;
/**
 * For each whole percent above the floor, the smallest margin (to the last bit bisection reaches)
 * at which the clipped, rounded curve reaches it: the curve rises with the margin.
 */
export function stepsOf(curve: (margin: number) => number): Float64Array {
  const steps = new Float64Array(PERCENT_STEPS);
  for (let k = 0; k < PERCENT_STEPS; k += 1) {
    const wanted = Math.round((PROBABILITY_MIN + (k + 1) / 100) * 100);
    let lo = k > 0 ? steps[k - 1] - 1 : -MARGIN_LIMIT;
    let hi = MARGIN_LIMIT;
    for (;;) {
      const mid = (lo + hi) / 2;
      if (mid === lo || mid === hi) {
        break;
      }
      if (Math.round(clip(curve(mid)) * 100) >= wanted) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    steps[k] = hi;
  }
  return steps;
}

/** The clipped, whole-percent value of a curve at a margin, from its steps. */
export function stepAt(steps: Float64Array, margin: number): number {
  let lo = 0;
  let hi = steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (steps[mid] <= margin) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return Math.round(PROBABILITY_MIN * 100 + lo) / 100;
}
