// Scores of a probabilistic forecast against 0/1 outcomes (docs/backtest.md): Brier over all
// pairs and over the pairs forecast between 10% and 90%, log loss, and a calibration table by
// decile. Pure; the forecasts arrive already clipped to 1%–99% (the engine's and the baselines').

export interface Pair {
  p: number;
  admitted: boolean;
}

export interface Decile {
  /** 0 … 9: forecasts in [d × 10%, (d + 1) × 10%), the last one including 100%. */
  decile: number;
  pairs: number;
  meanPredicted: number;
  admitted: number;
}

export interface Scores {
  pairs: number;
  /** Share admitted. */
  baseRate: number;
  brier: number;
  /** Pairs forecast within 10%–90% and their Brier (NaN when none). */
  bandPairs: number;
  bandBrier: number;
  logLoss: number;
  deciles: Decile[];
  /** Largest |mean predicted − admitted| over deciles with at least MIN_DECILE_PAIRS pairs (NaN when none has). */
  worstGap: number;
}

/** A decile's calibration is judged only with at least this many pairs (the bar). */
export const MIN_DECILE_PAIRS = 200;
/** Log loss clips forecasts to this distance from 0 and 1, so a step rule's 0/1 does not give infinity. */
const LOG_CLIP = 0.01;

export function score(pairs: readonly Pair[]): Scores {
  const n = pairs.length;
  const brier = mean(pairs.map(squaredError));
  const band = pairs.filter((x) => x.p >= 0.1 && x.p <= 0.9);
  const logLoss = mean(
    pairs.map((x) => {
      const p = Math.min(1 - LOG_CLIP, Math.max(LOG_CLIP, x.p));
      return -Math.log(x.admitted ? p : 1 - p);
    }),
  );
  const deciles: Decile[] = [];
  for (let d = 0; d < 10; d += 1) {
    const bucket = pairs.filter((x) => decileOf(x.p) === d);
    deciles.push({
      decile: d,
      pairs: bucket.length,
      meanPredicted: mean(bucket.map((x) => x.p)),
      admitted: mean(bucket.map((x) => Number(x.admitted))),
    });
  }
  const judged = deciles.filter((d) => d.pairs >= MIN_DECILE_PAIRS);
  return {
    pairs: n,
    baseRate: mean(pairs.map((x) => Number(x.admitted))),
    brier,
    bandPairs: band.length,
    bandBrier: mean(band.map(squaredError)),
    logLoss,
    deciles,
    worstGap: judged.length === 0 ? Number.NaN : Math.max(...judged.map((d) => Math.abs(d.meanPredicted - d.admitted))),
  };
}

export function decileOf(p: number): number {
  return Math.min(9, Math.max(0, Math.floor(p * 10)));
}

function squaredError(x: Pair): number {
  return (x.p - Number(x.admitted)) ** 2;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}
