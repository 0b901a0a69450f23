// The recalibration fit shared by the measurement scripts (docs/engine.md, "Recalibration"):
// P = logistic(a·z + b) by log loss over samples of standardized margins z and outcomes.
import type { Calibration } from '@yzy/shared/rules';

/** Standardized margins (before recalibration) and what happened, pair by pair. */
export interface MarginSample {
  z: number[];
  y: boolean[];
}

/** a, b minimising the log loss of logistic(a·z + b), by Newton's method; with several samples, each weighs as much in total. */
export function fitCalibration(...parts: (MarginSample | undefined)[]): Calibration {
  const used = parts.filter((s): s is MarginSample => !!s && s.z.length > 0);
  let a = 1;
  let b = 0;
  for (let iter = 0; iter < 100; iter += 1) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const s of used) {
      const w = 1 / s.z.length;
      for (let i = 0; i < s.z.length; i += 1) {
        const z = s.z[i];
        const p = 1 / (1 + Math.exp(-(a * z + b)));
        const e = p - Number(s.y[i]);
        const v = p * (1 - p);
        ga += w * e * z;
        gb += w * e;
        haa += w * v * z * z;
        hab += w * v * z;
        hbb += w * v;
      }
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-9 && Math.abs(db) < 1e-9) {
      break;
    }
  }
  return { slope: a, intercept: b };
}
