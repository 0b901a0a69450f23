// Lighthouse's phone profile slows the host's CPU by a fixed factor (4×). That factor stands for a
// mid-range phone only on a host of a given speed; on a slower host the same 4× emulates a slower
// phone, on a faster one a faster phone. Lighthouse measures the host's speed at the start of every
// run (`environment.benchmarkIndex`) and publishes which factor matches which index; this file maps
// an index to the factor, so a mobile score means the same phone on any machine
// (docs/performance.md, "Lighthouse on any host").

/** Lighthouse's published calibration points: host benchmarkIndex → CPU slowdown for its phone profile. */
const CALIBRATION_POINTS: readonly (readonly [benchmarkIndex: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
  [1766, 5],
  [2000, 6],
];

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone: linear between
 * the published points, continued along the last segment above them, and never below 1× (a host
 * slower than the phone cannot be sped up).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  }
  const segment = CALIBRATION_POINTS.findIndex(([index]) => benchmarkIndex < index);
  const upper = segment <= 0 ? (segment === 0 ? 1 : CALIBRATION_POINTS.length - 1) : segment;
  const [x0, y0] = CALIBRATION_POINTS[upper - 1];
  const [x1, y1] = CALIBRATION_POINTS[upper];
  const slowdown = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.max(1, Math.round(slowdown * 100) / 100);
}
