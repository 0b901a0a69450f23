// Markdown for `npm run backtest` (docs/backtest.md explains every column).
import { REFORM_YEAR } from '@yzy/shared/rules';
import { decileOf, MIN_DECILE_PAIRS, mean, score, type Pair, type Scores } from './metrics';
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

/** The engine's pairs by 冲 / 稳 / 保: how many, the mean forecast, and the share admitted beside the tier's range. */
export function tierTable(label: string, predictions: readonly Prediction[]): string {
  const lines = [
    `${label}: tiers (冲 < 40% ≤ 稳 < 75% ≤ 保)`,
    '',
    '| tier | range | pairs | mean forecast | share admitted |',
    '|---|---|---:|---:|---:|',
  ];
  for (const t of TIER_RANGES) {
    const mine = predictions.filter((x) => x.engine !== null && x.engine >= t.from && x.engine < t.to);
    const s = mine.length > 0 ? score(mine.map((x) => ({ p: x.engine as number, admitted: x.admitted }))) : null;
    lines.push(
      `| ${t.tier} | ${t.label} | ${mine.length} | ${pct(s ? mean(mine.map((x) => x.engine as number)) : undefined)} | ${pct(s?.baseRate)} |`,
    );
  }
  return lines.join('\n');
}

export const TIER_RANGES = [
  { tier: '冲', label: '1–39%', from: 0, to: 0.4 },
  { tier: '稳', label: '40–74%', from: 0.4, to: 0.75 },
  { tier: '保', label: '75–99%', from: 0.75, to: 1.01 },
] as const;

/** Rows of one Judged per group of predictions (held-out province, evidence class …), for one summary table. */
export function judgeGroups(groups: ReadonlyMap<string, readonly Prediction[]>): Judged[] {
  return [...groups].filter(([, list]) => list.length > 0).map(([label, predictions]) => judge({ label, predictions }));
}

/**
 * The engine's pairs by the evidence behind them: model (位次 / 分差) × years of lines × era, and
 * after the reform whether the target was the province's first new-gaokao year (no province has
 * one in 2027: the years families face next are the usual ones).
 */
export function byEvidence(predictions: readonly Prediction[]): Map<string, Prediction[]> {
  const out = new Map<string, Prediction[]>();
  for (const x of predictions) {
    const era =
      x.year < REFORM_YEAR
        ? `before ${REFORM_YEAR}`
        : `${REFORM_YEAR} on, ${x.firstNewGaokaoYear ? 'first new-gaokao year' : 'usual year'}`;
    const key = x.basis === null ? `no number · ${era}` : `${x.basis} · ${x.years} year${x.years === 1 ? '' : 's'} · ${era}`;
    out.set(key, [...(out.get(key) ?? []), x]);
  }
  return new Map([...out].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

/** Where the rank model gives a number: its Brier beside the line forecast's on the same pairs. */
export function rankVersusLine(predictions: readonly Prediction[]): string {
  const both = predictions.filter((x) => x.rank !== null && x.line !== null);
  if (both.length === 0) {
    return 'No pair has both a rank-model and a line-forecast number.';
  }
  const r = score(both.map((x) => ({ p: x.rank as number, admitted: x.admitted })));
  const l = score(both.map((x) => ({ p: x.line as number, admitted: x.admitted })));
  return `On the ${both.length} pairs where the rank model gives a number: Brier rank model ${f4(r.brier)}, line forecast ${f4(l.brier)}.`;
}

/**
 * Calibration with every held-out province weighing the same: one province's shared move is one
 * draw, and a province with most of the pairs (河南's statistics book) would otherwise be the whole
 * pooled table. Deciles count where at least MIN_DECILE_PAIRS pairs fall in all.
 */
export function provinceWeightedCalibration(byProvince: ReadonlyMap<string, readonly Prediction[]>): string {
  const deciles = Array.from({ length: 10 }, () => ({ pairs: 0, weight: 0, forecast: 0, admitted: 0 }));
  for (const list of byProvince.values()) {
    const rated = list.filter((x) => x.engine !== null);
    for (const x of rated) {
      const d = deciles[decileOf(x.engine as number)];
      const w = 1 / rated.length;
      d.pairs += 1;
      d.weight += w;
      d.forecast += w * (x.engine as number);
      d.admitted += w * Number(x.admitted);
    }
  }
  const lines = [
    'Calibration by decile, each held-out province weighing the same (pairs, mean forecast, share admitted)',
    '',
    '| forecast | pairs | forecast | admitted |',
    '|---|---:|---:|---:|',
  ];
  let worst = 0;
  deciles.forEach((d, i) => {
    const f = d.forecast / d.weight;
    const a = d.admitted / d.weight;
    if (d.pairs >= MIN_DECILE_PAIRS) {
      worst = Math.max(worst, Math.abs(f - a));
    }
    lines.push(`| ${i * 10}–${i * 10 + 10}% | ${d.pairs} | ${pct(f)} | ${pct(a)} |`);
  });
  lines.push('', `Worst decile gap, provinces weighing the same: ${pts(worst)}.`);
  return lines.join('\n');
}
