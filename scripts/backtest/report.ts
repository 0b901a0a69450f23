// Markdown for `npm run backtest` (docs/backtest.md explains every column).
import { score, type Pair, type Scores } from './metrics';
import { PREDICTORS, type Prediction, type Predictor } from './predict';

export interface Row {
  label: string;
  predictions: readonly Prediction[];
}

export interface Judged {
  label: string;
  all: number;
  /** Pairs where every predictor that rates at all gives a number (the engine's refusals are counted apart). */
  common: number;
  engineRefused: number;
  scores: Record<Predictor, Scores | null>;
  /** Engine Brier ÷ the better baseline's on the same pairs (NaN when the engine rates none). */
  ratio: number;
}

export function judge(row: Row): Judged {
  const rated = row.predictions.filter((x) => x.engine !== null);
  const pool = rated.length > 0 ? rated : row.predictions;
  const common = pool.filter((x) => x.step !== null && x.normal !== null);
  const pairs = (who: Predictor): Pair[] => common.map((x) => ({ p: x[who] as number, admitted: x.admitted }));
  const scores = Object.fromEntries(
    PREDICTORS.map((who) => [who, common.length === 0 || (who === 'engine' && rated.length === 0) ? null : score(pairs(who))]),
  ) as Record<Predictor, Scores | null>;
  const better = Math.min(scores.step?.brier ?? Number.POSITIVE_INFINITY, scores.normal?.brier ?? Number.POSITIVE_INFINITY);
  return {
    label: row.label,
    all: row.predictions.length,
    common: common.length,
    engineRefused: row.predictions.length - rated.length,
    scores,
    ratio: scores.engine ? scores.engine.brier / better : Number.NaN,
  };
}

export function summaryTable(rows: readonly Judged[]): string {
  const lines = [
    '| world | pairs | engine gives no number | Brier engine / step / normal | Brier 10–90% engine (pairs) / normal (pairs) | log loss engine / step / normal | worst decile gap, engine (deciles ≥ 200 pairs) | engine ÷ better baseline |',
    '|---|---:|---:|---|---|---|---:|---:|',
  ];
  for (const r of rows) {
    const s = r.scores;
    lines.push(
      `| ${r.label} | ${r.common} | ${r.engineRefused} of ${r.all} | ${f4(s.engine?.brier)} / ${f4(s.step?.brier)} / ${f4(s.normal?.brier)} | ${f3(s.engine?.bandBrier)} (${s.engine?.bandPairs ?? '—'}) / ${f3(s.normal?.bandBrier)} (${s.normal?.bandPairs ?? '—'}) | ${f3(s.engine?.logLoss)} / ${f3(s.step?.logLoss)} / ${f3(s.normal?.logLoss)} | ${pts(s.engine?.worstGap)} | ${Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '—'} |`,
    );
  }
  return lines.join('\n');
}

export function calibrationTable(r: Judged): string {
  const e = r.scores.engine;
  const n = r.scores.normal;
  const lines = [
    `${r.label}: calibration by decile (pairs, mean forecast, share admitted)`,
    '',
    '| forecast | engine pairs | engine forecast | engine admitted | normal pairs | normal forecast | normal admitted |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (let d = 0; d < 10; d += 1) {
    const ed = e?.deciles[d];
    const nd = n?.deciles[d];
    lines.push(
      `| ${d * 10}–${d * 10 + 10}% | ${ed?.pairs ?? '—'} | ${pct(ed?.meanPredicted)} | ${pct(ed?.admitted)} | ${nd?.pairs ?? '—'} | ${pct(nd?.meanPredicted)} | ${pct(nd?.admitted)} |`,
    );
  }
  return lines.join('\n');
}

function ok(x: number | undefined): x is number {
  return x !== undefined && Number.isFinite(x);
}

function f4(x: number | undefined): string {
  return ok(x) ? x.toFixed(4) : '—';
}

function f3(x: number | undefined): string {
  return ok(x) ? x.toFixed(3) : '—';
}

function pct(x: number | undefined): string {
  return ok(x) ? `${(x * 100).toFixed(1)}%` : '—';
}

function pts(x: number | undefined): string {
  return ok(x) ? `${(x * 100).toFixed(1)} pts` : '—';
}
