// The recalibration fit shared by the measurement scripts (docs/engine.md, "Recalibration"):
// P = logistic(a·(μ + c)/(σ·√3/π) + b) (the engine's `recalibrated`) by log loss over samples of the
// model's centres μ, spreads σ and outcomes. Two forms, two free numbers each: 'intercept' fits a and b
// (c = 0), 'shift' fits a and the shift c of the centre in log rank (b = 0). Below them, the general
// fit scripts/engine-measure-link.ts compares links and forms with (docs/engine.md, "The link and the
// spread floor"): any link, features of z = μ/σ and w = 1/σ, Fisher scoring.
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
  // η = a·z + d·x with x = 1 (intercept: d = b) or x = 1/(σ·√3/π) (shift: d = a·c).
  const samples = parts
    .filter((s): s is MarginSample => !!s && s.margin.length > 0)
    .map((s) => ({
      z: Float64Array.from(s.margin, (m, i) => standardizedMargin(m, s.spread[i])),
      w: Float64Array.from(s.spread, (sigma) => standardizedMargin(1, sigma)),
      y: Uint8Array.from(s.y, Number),
    }));
  const [a, d] = fit(LOGISTIC, form === 'intercept' ? TWO : SHIFT, samples);
  return form === 'intercept' ? { slope: a, intercept: d, shift: 0 } : { slope: a, intercept: 0, shift: d / a };
}

const LOGISTIC_UNIT = Math.sqrt(3) / Math.PI;

// ---- links -----------------------------------------------------------------------------------
export interface Link {
  label: string;
  /** z from μ, σ (before recalibration). */
  z: (mu: number, sigma: number) => number;
  cdf: (x: number) => number;
  /** f(x) / (F(x)(1 − F(x))) and f²/(F(1 − F)): the score and information weights of Fisher scoring. */
  weights: (x: number) => { ratio: number; info: number };
}

function erfc(x: number): number {
  // Numerical Recipes' Chebyshev fit, fractional error below 1.2e-7 everywhere.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const normalCdf = (x: number) => 0.5 * erfc(-x / Math.SQRT2);
/** φ(x) / Φ(x), with its tail asymptote where Φ underflows. */
function inverseMills(x: number): number {
  if (x < -8) {
    return -x - 1 / x + 2 / x ** 3;
  }
  return phi(x) / normalCdf(x);
}

const LOGISTIC: Link = {
  label: 'logistic',
  z: (mu, sigma) => mu / (sigma * LOGISTIC_UNIT),
  cdf: (x) => 1 / (1 + Math.exp(-x)),
  weights: (x) => {
    const p = 1 / (1 + Math.exp(-x));
    return { ratio: 1, info: p * (1 - p) };
  },
};

const PROBIT: Link = {
  label: 'probit',
  z: (mu, sigma) => mu / sigma,
  cdf: normalCdf,
  weights: (x) => {
    // f/(F(1−F)) = λ(x) + λ(−x) and f²/(F(1−F)) = f × that.
    const ratio = inverseMills(x) + inverseMills(-x);
    return { ratio, info: Math.abs(x) > 37 ? 0 : phi(x) * ratio };
  },
};

export const LINKS: Link[] = [LOGISTIC, PROBIT];

// ---- recalibration fit (Fisher scoring; features [z, 1] or [min(z,0), max(z,0), 1]) -------------
/** Features of a pair from z = μ/σ and w = 1/σ (both in the link's units). */
export type Features = (z: number, w: number) => number[];
export const TWO: Features = (z) => [z, 1];
export const KINKED: Features = (z) => [Math.min(z, 0), Math.max(z, 0), 1];
/** a·(μ + c)/σ: the shift in log rank (a bias of the centre), not in z. */
export const SHIFT: Features = (z, w) => [z, w];
export const SHIFT_AND_B: Features = (z, w) => [z, 1, w];
const START = new Map<Features, number[]>([
  [TWO, [1, 0]],
  [KINKED, [1, 1, 0]],
  [SHIFT, [1, 0]],
  [SHIFT_AND_B, [1, 0, 0]],
]);

export interface Sample {
  z: Float64Array;
  w: Float64Array;
  y: Uint8Array;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c += 1) {
    let p = c;
    for (let r = c + 1; r < n; r += 1) {
      if (Math.abs(m[r][c]) > Math.abs(m[p][c])) {
        p = r;
      }
    }
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r += 1) {
      if (r !== c) {
        const f = m[r][c] / m[c][c];
        for (let k = c; k <= n; k += 1) {
          m[r][k] -= f * m[c][k];
        }
      }
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

export function fit(link: Link, features: Features, samples: Sample[]): number[] {
  const k = features(0, 0).length;
  let theta = START.get(features)!;
  for (let iter = 0; iter < 60; iter += 1) {
    const g = new Array<number>(k).fill(0);
    const h = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const s of samples) {
      const w = 1 / s.z.length;
      for (let i = 0; i < s.z.length; i += 1) {
        const x = features(s.z[i], s.w[i]);
        const eta = x.reduce((acc, v, j) => acc + v * theta[j], 0);
        const p = link.cdf(eta);
        const { ratio, info } = link.weights(eta);
        const e = (s.y[i] - p) * ratio;
        for (let a = 0; a < k; a += 1) {
          g[a] += w * e * x[a];
          for (let b = 0; b < k; b += 1) {
            h[a][b] += w * info * x[a] * x[b];
          }
        }
      }
    }
    const step = solve(h, g);
    theta = theta.map((t, j) => t + step[j]);
    if (step.every((d) => Math.abs(d) < 1e-8)) {
      break;
    }
  }
  return theta;
}
