// The recalibration fit shared by the measurement scripts (docs/engine.md, "Recalibration"):
// P = logistic(a·(μ + c)/(σ·√3/π) + b) (the engine's `recalibrated`) by log loss over samples of the
// model's centres μ, spreads σ and outcomes. Two forms, two free numbers each: 'intercept' fits a and b
// (c = 0), 'shift' fits a and the shift c of the centre in log rank (b = 0).
import { standardizedMargin, type Calibration } from '@yzy/shared/rules';

/** The model's centres and spreads (before recalibration) and what happened, pair by pair. */
export interface MarginSample {
  margin: number[];
  spread: number[];
  y: boolean[];
}

export type CalibrationForm = 'intercept' | 'shift';

/** The form's a and b (or c) minimising the log loss, by Newton's method; with several samples, each weighs as much in total. */
export function fitCalibration(form: CalibrationForm, ...parts: (MarginSample | undefined)[]): Calibration {
  const used = parts.filter((s): s is MarginSample => !!s && s.margin.length > 0);
  // η = a·z + d·x with x = 1 (intercept: d = b) or x = 1/(σ·√3/π) (shift: d = a·c).
  let a = 1;
  let d = 0;
  for (let iter = 0; iter < 100; iter += 1) {
    let ga = 0;
    let gd = 0;
    let haa = 0;
    let had = 0;
    let hdd = 0;
    for (const s of used) {
      const w = 1 / s.margin.length;
      for (let i = 0; i < s.margin.length; i += 1) {
        const z = standardizedMargin(s.margin[i], s.spread[i]);
        const x = form === 'intercept' ? 1 : standardizedMargin(1, s.spread[i]);
        const p = 1 / (1 + Math.exp(-(a * z + d * x)));
        const e = p - Number(s.y[i]);
        const v = p * (1 - p);
        ga += w * e * z;
        gd += w * e * x;
        haa += w * v * z * z;
        had += w * v * z * x;
        hdd += w * v * x * x;
      }
    }
    const det = haa * hdd - had * had;
    const da = (hdd * ga - had * gd) / det;
    const dd = (haa * gd - had * ga) / det;
    a -= da;
    d -= dd;
    if (Math.abs(da) < 1e-9 && Math.abs(dd) < 1e-9) {
      break;
    }
  }
  return form === 'intercept' ? { slope: a, intercept: d, shift: 0 } : { slope: a, intercept: 0, shift: d / a };
}
