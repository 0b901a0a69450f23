// `npx tsx scripts/engine-measure-sweep.ts [seeds…]`: four questions of issue #13, on the backtest's
// tuning seeds (default 2026 2025; never the reported 101/202/303), 80 candidates per scope, every
// world of scripts/backtest/worlds.ts (docs/engine.md, "Trending lines" and "β").
// It keeps every pair of every variant: give it room, NODE_OPTIONS=--max-old-space-size=12000.
//
// 1. Withholding the number of a plan whose line jumped: with the engine as it is, the pairs of a
//    plan whose (plan- and pool-adjusted) line moved by more than ×J between its two newest years
//    are counted as 'no number', either way ('both') or only when the line got stronger
//    ('heating'). Prints, per world and mode, the share of pairs without a number, Brier and the
//    worst decile gap over the rated pairs, and the deciles (forecast → admitted (pairs)).
// 2. β (how a line follows the pool) in rank mode: for each β, the recalibration refitted by log
//    loss (a and the shift c) on the four worlds it is fitted on (unperturbed, surge, formula switch, short history;
//    scripts/engine-measure.ts --calibrate), and each world's Brier / worst decile gap with the
//    constants in PROBABILITY_PARAMS and with that refit. First, what the real records can say:
//    every pair of consecutive years of a series whose line has a rank in both years (published,
//    or read off that year's 一分一段) and whose category has a table in both years (the pool
//    sizes), outside each series' latest (reported) year; with three or more, the least-squares β
//    of Δln(line rank) on Δln(pool).
// 3. The major trend (major-trend.ts): per limit and minimum strength, each world and mode with
//    them in place; printed with part 1 (docs/engine.md, "Trending lines").
// 4. Withholding a 等效位次 number that this year's unseen pool could move: the pairs whose
//    probability would move by more than T if the pool grew or shrank by ×S (the margin moves by
//    (1 − β) ln S) are counted as 'no number'; printed with part 1 (docs/engine.md, "A change in
//    candidate numbers under 等效位次").
import {
  clipProbability,
  estimateProbability,
  IDENTITY_CALIBRATION,
  PROBABILITY_PARAMS,
  recalibrated,
  type Calibration,
  type ProbabilityInput,
  type ProbabilityResult,
  lookupRank,
} from '@yzy/shared/rules';
import { runGenerated, TUNING_SEEDS } from './backtest/generated';
import { score, type Pair } from './backtest/metrics';
import { loadRealData, tableFor } from './backtest/real';
import { buildSeries } from './backtest/series';
import { toRows } from './backtest/real-universe';
import { WORLDS } from './backtest/worlds';
import { fitCalibration, type MarginSample } from './calibration-fit';

const args = process.argv.slice(2).map(Number).filter(Number.isFinite);
const SEEDS = args.length > 0 ? args : TUNING_SEEDS;
const JUMPS = [1.2, 1.25, 1.3, 1.5];
/** 3. Limits at which a plan of a major that moved as a whole has no number (Infinity: never). */
const MAJOR_LIMITS = [Number.POSITIVE_INFINITY, 1.15, 1.2, 1.3];
/** …and how consistently the major's plans must have moved (MAJOR_TREND_MIN_STRENGTH; 0: not asked). */
const MAJOR_STRENGTHS = [0, 2, 3];
const BETAS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.4];
/** 4. Pool changes (×S either way) and the move of the probability (T) at which a 等效位次 pair has no number. */
const POOL_SURGES = [1.15, 1.3];
const POOL_MOVES = [0.05, 0.1];
const HONEST = ['base', 'surge', 'formula-switch', 'short-history'];

interface Withheld {
  all: number;
  none: number;
  pairs: Pair[];
}

const withheld = new Map<string, Withheld>();
const margins = new Map<string, MarginSample>();

/**
 * Signed log move of the line between its two newest rated years (negative: the line got stronger).
 * The margin is line − member; with this year's table the member's log rank is the same every year,
 * otherwise it is that year's 等效位次 over that year's pool (probability.ts, rankMargins).
 */
function lineMove(input: ProbabilityInput, r: ProbabilityResult): number {
  if (r.probability === null || r.margins.length < 2) {
    return 0;
  }
  const member = (year: number): number => {
    if (input.current) {
      return 0;
    }
    const h = input.history.find((x) => x.year === year);
    return h?.memberRank && h.poolSize ? Math.log(h.memberRank / h.poolSize) : 0;
  };
  const [newest, before] = r.margins;
  return newest.margin + member(newest.year) - (before.margin + member(before.year));
}

/** 4. How far the probability moves if this year's pool is ×surge or ÷surge last year's (0 without a number). */
function poolMoves(r: ProbabilityResult, surge: number): number {
  if (r.probability === null) {
    return 0;
  }
  const shift = (1 - PROBABILITY_PARAMS.poolElasticity) * Math.log(surge);
  const at = (margin: number) => clipProbability(recalibrated(margin, r.spread, PROBABILITY_PARAMS.calibration.equivalent));
  return Math.max(Math.abs(at(r.margin - shift) - r.probability), Math.abs(at(r.margin + shift) - r.probability));
}

function add(key: string, refused: boolean, p: number | null, admitted: boolean): void {
  const w = withheld.get(key) ?? withheld.set(key, { all: 0, none: 0, pairs: [] }).get(key)!;
  w.all += 1;
  if (refused || p === null) {
    w.none += 1;
  } else {
    w.pairs.push({ p, admitted });
  }
}

/** Δln(pool), Δln(line rank) of the real records' usable year pairs (see the header). */
function realPoolMoves(): { pool: number; line: number }[] {
  const data = loadRealData();
  const out: { pool: number; line: number }[] = [];
  for (const series of buildSeries(data.admissions)) {
    const latest = Math.max(...series.years.keys());
    for (const [year, row] of series.years) {
      const before = series.years.get(year - 1);
      const [now, then] = [tableFor(data.tables, series, year), tableFor(data.tables, series, year - 1)];
      if (year === latest || !before || !now || !then) {
        continue;
      }
      const [rowsNow, rowsThen] = [toRows(now), toRows(then)];
      const rankNow = row.minRank ?? lookupRank(rowsNow, row.minScore).rank;
      const rankThen = before.minRank ?? lookupRank(rowsThen, before.minScore).rank;
      const poolNow = rowsNow[rowsNow.length - 1]?.cumulative ?? 0;
      const poolThen = rowsThen[rowsThen.length - 1]?.cumulative ?? 0;
      if (rankNow > 0 && rankThen > 0 && poolNow > 0 && poolThen > 0) {
        out.push({ pool: Math.log(poolNow / poolThen), line: Math.log(rankNow / rankThen) });
      }
    }
  }
  return out;
}

const pct = (x: number) => (x * 100).toFixed(1);
console.log(`engine-measure-sweep — seeds ${SEEDS.join(', ')}, 80 candidates per scope\n`);
const real = realPoolMoves();
if (real.length >= 3) {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [mp, ml] = [mean(real.map((o) => o.pool)), mean(real.map((o) => o.line))];
  const beta = real.reduce((s, o) => s + (o.pool - mp) * (o.line - ml), 0) / real.reduce((s, o) => s + (o.pool - mp) ** 2, 0);
  console.log(`real records: ${real.length} usable year pairs, least-squares β = ${beta.toFixed(3)}`);
} else {
  console.log(`real records: ${real.length} usable year pairs (a line rank and both years' 一分一段), too few to fit β`);
}

await runGenerated({
  seeds: SEEDS,
  candidatesPerScope: 80,
  observe: (world, mode) => (input, admitted) => {
    const r = estimateProbability(input);
    const move = lineMove(input, r);
    add(`${world} ${mode} as is`, false, r.probability, admitted);
    for (const jump of JUMPS) {
      add(`${world} ${mode} withhold both >${jump}`, Math.abs(move) > Math.log(jump), r.probability, admitted);
      add(`${world} ${mode} withhold heating >${jump}`, move < -Math.log(jump), r.probability, admitted);
    }
    for (const limit of MAJOR_LIMITS) {
      for (const strength of MAJOR_STRENGTHS) {
        const m = estimateProbability(input, { ...PROBABILITY_PARAMS, majorTrendLimit: limit, majorTrendStrength: strength });
        add(`${world} ${mode} major trend ≥${limit} strength ≥${strength}`, false, m.probability, admitted);
      }
    }
    if (mode !== 'rank') {
      for (const surge of POOL_SURGES) {
        for (const limit of POOL_MOVES) {
          add(`${world} ${mode} pool ×${surge} moves it >${limit}`, poolMoves(r, surge) > limit, r.probability, admitted);
        }
      }
      return;
    }
    for (const beta of BETAS) {
      const raw = estimateProbability(input, { ...PROBABILITY_PARAMS, poolElasticity: beta, calibration: IDENTITY_CALIBRATION });
      if (raw.probability !== null) {
        const key = `${world} β=${beta}`;
        const s = margins.get(key) ?? margins.set(key, { margin: [], spread: [], y: [] }).get(key)!;
        s.margin.push(raw.margin);
        s.spread.push(raw.spread);
        s.y.push(admitted);
      }
    }
  },
});

console.log('\n## Withholding plans whose line jumped');
for (const [key, w] of withheld) {
  const s = score(w.pairs);
  const deciles = s.deciles
    .filter((d) => d.pairs > 0)
    .map((d) => `${pct(d.meanPredicted)}→${pct(d.admitted)}(${d.pairs})`)
    .join(' ');
  console.log(`${key.padEnd(46)} no number ${pct(w.none / w.all)}%  Brier ${s.brier.toFixed(4)}  worst ${pct(s.worstGap)} pts  ${deciles}`);
}

console.log('\n## β in rank mode: Brier / worst decile gap (pts) per world');
const evaluate = (s: MarginSample | undefined, c: Calibration): string => {
  if (!s || s.margin.length === 0) {
    return '—';
  }
  const r = score(s.margin.map((m, i) => ({ p: clipProbability(recalibrated(m, s.spread[i], c)), admitted: s.y[i] })));
  return `${r.brier.toFixed(4)} / ${pct(r.worstGap)}`;
};
for (const beta of BETAS) {
  const refit = fitCalibration('shift', ...HONEST.map((w) => margins.get(`${w} β=${beta}`)));
  for (const [label, c] of [
    ['PROBABILITY_PARAMS a, c', PROBABILITY_PARAMS.calibration.rank],
    ['refit', refit],
  ] as const) {
    const cells = WORLDS.map((w) => `${w} ${evaluate(margins.get(`${w} β=${beta}`), c)}`);
    console.log(`β=${beta} ${label} (a=${c.slope.toFixed(3)}, c=${c.shift.toFixed(3)}): ${cells.join('  ')}`);
  }
}
