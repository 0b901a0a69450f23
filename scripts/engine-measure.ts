// `npx tsx scripts/engine-measure.ts [seeds…]`: the measurements behind the engine's tunable
// parameters (docs/engine.md). It reuses the backtest's generated worlds on the backtest's tuning
// seeds (default 2026 2025, docs/backtest.md), never on the seeds `npm run backtest` reports.
// Worlds: `normal` (the generator as is: lines are a share of the pool) and `surge` (year G has 30%
// more candidates with the same score distribution and the same seats, so lines keep their
// absolute rank). Varied: β (PROBABILITY_PARAMS.poolElasticity) in rank mode and the 等效位次
// centre correction in equivalent mode. Prints Brier (all pairs / 10–90%) and the worst decile gap.
//
// `npx tsx scripts/engine-measure.ts --calibrate [seeds…]`: the recalibration (docs/engine.md,
// "Recalibration"). Runs the backtest's generated worlds on the tuning seeds and the real records'
// tuning year (`npm run backtest -- --tuning`), takes each rated pair's centre and spread before
// recalibration, fits the recalibration per basis by log loss (calibration-fit.ts: a and b, or a and a
// shift c of the centre), and prints the fits and the scores of every world with no recalibration, with
// each fit and with the constants in PROBABILITY_PARAMS.
import {
  clipProbability,
  estimateProbability,
  IDENTITY_CALIBRATION,
  lookupRank,
  PROBABILITY_PARAMS,
  recalibrated,
  scoreForRank,
  type Calibration,
  type ProbabilityBasis,
  type ProbabilityInput,
  type ProbabilityParams,
  type RankRow,
} from '@yzy/shared/rules';
import type { MemberProfile } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse } from '../apps/server/src/modules/filling/plan-evaluation';
import { inputOf } from '../apps/server/src/modules/filling/plan-row-forecast';
import type { UniverseTable } from '../apps/server/src/modules/filling/universe';
import { formulaForYear } from '../apps/server/src/modules/filling/universe-lookups';
import { loadBacktestData, outcomeKey, type Scope } from './backtest-data';
import { fitCalibration, type CalibrationForm, type MarginSample } from './calibration-fit';
import { runGenerated, TUNING_SEEDS } from './backtest/generated';
import { score as scorePairs, type Pair } from './backtest/metrics';
import { runReal } from './backtest/real';
import { rng, WORLDS } from './backtest/worlds';

const SEEDS = process.argv.slice(2).map(Number).filter(Number.isFinite);
const GKYEAR = 2027;
const PROVINCES = [41, 37, 44, 51, 13, 11, 35, 50];
const CANDIDATES_PER_SCOPE = 60;
const SURGE = 1.3;
const BETAS = [0, 0.25, 0.5, 0.75, 1];
const CORRECTIONS = [0, 0.25, 0.5, 1];

class Score {
  n = 0;
  brier = 0;
  mid = 0;
  midBrier = 0;
  deciles = Array.from({ length: 10 }, () => ({ n: 0, p: 0, y: 0 }));
  add(p: number, y: boolean): void {
    const e = (p - Number(y)) ** 2;
    this.n += 1;
    this.brier += e;
    if (p >= 0.1 && p <= 0.9) {
      this.mid += 1;
      this.midBrier += e;
    }
    const d = this.deciles[Math.min(9, Math.floor(p * 10))];
    d.n += 1;
    d.p += p;
    d.y += Number(y);
  }
  line(label: string): string {
    const worst = this.deciles.filter((d) => d.n >= 200).reduce((w, d) => Math.max(w, Math.abs(d.p - d.y) / d.n), 0);
    return `${label.padEnd(34)} pairs ${String(this.n).padStart(7)}  Brier ${(this.brier / this.n).toFixed(4)}  10–90%: ${String(this.mid).padStart(5)} pairs, Brier ${(this.midBrier / this.mid).toFixed(4)}  worst decile gap (≥200 pairs) ${(worst * 100).toFixed(1)} pts`;
  }
}

function scaled(table: UniverseTable, factor: number): UniverseTable {
  const rows: RankRow[] = table.rows.map((r) => ({
    score: r.score,
    count: Math.round(r.count * factor),
    cumulative: Math.round(r.cumulative * factor),
  }));
  return { ...table, total: Math.round(table.total * factor), rows };
}

async function main(): Promise<void> {
  const seeds = SEEDS.length > 0 ? SEEDS : [2026, 2025];
  const scores = new Map<string, Score>();
  const score = (key: string) => scores.get(key) ?? scores.set(key, new Score()).get(key)!;
  for (const seed of seeds) {
    const data = await loadBacktestData(seed, PROVINCES, GKYEAR);
    for (const scope of data.scopes) {
      const random = rng(scope.examCategoryId * 7919 + seed);
      const formula = formulaForYear(scope.universe.formulas, GKYEAR);
      if (formula.kind !== 'weighted') {
        continue;
      }
      for (let i = 0; i < CANDIDATES_PER_SCOPE; i += 1) {
        const u = random();
        const jitter = random() * 0.99;
        for (const world of ['normal', 'surge'] as const) {
          const truth = world === 'surge' ? scaled(scope.truthTable, SURGE) : scope.truthTable;
          const bin = scoreForRank(truth.rows, 1 + Math.floor(u * truth.total)).score;
          if (bin === null) {
            continue;
          }
          const profile = profileFor(scope, formula.outputScale, formula.cultureFull, formula.testsFull, bin + jitter);
          for (const mode of ['rank', 'equivalent'] as const) {
            const universe = mode === 'rank' ? { ...scope.universe, tables: [...scope.universe.tables, truth] } : scope.universe;
            const evaluation = evaluateUniverse(universe, profile);
            const actual = lookupRank(truth.rows, evaluation.standing.composite).rank;
            for (const e of evaluation.plans) {
              const outcome = scope.outcomes.get(outcomeKey(e.plan.school.name, e.plan.majorId));
              if (!outcome) {
                continue;
              }
              const admitted = actual <= outcome.minRank;
              const variants: [string, Partial<ProbabilityParams>][] =
                mode === 'rank'
                  ? BETAS.map((b) => [`β=${b}`, { poolElasticity: b }])
                  : CORRECTIONS.map((c) => [`correction=${c}`, { standingCorrection: c }]);
              for (const [label, over] of variants) {
                const r = estimateProbability(inputOf(e), { ...PROBABILITY_PARAMS, ...over });
                if (r.probability !== null) {
                  score(`${world} ${mode} ${label}`).add(r.probability, admitted);
                  score(`${world} ${mode} ${label} seed ${seed}`).add(r.probability, admitted);
                }
              }
            }
          }
        }
      }
    }
    await data.close();
  }
  console.log(`engine-measure — seeds ${seeds.join(', ')}, ${CANDIDATES_PER_SCOPE} candidates per scope, surge ×${SURGE}`);
  for (const [key, s] of [...scores.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(s.line(key));
  }
}

function profileFor(scope: Scope, outputScale: number, cultureFull: number, testsFull: number, composite: number): MemberProfile {
  const share = composite / outputScale;
  return {
    provinceId: scope.provinceId,
    provinceName: '',
    examCategoryId: scope.examCategoryId,
    examCategoryName: '',
    gkyear: GKYEAR,
    culture: share * cultureFull,
    tests: share * testsFull,
    english: null,
    enteredRank: null,
    chinese: null,
    subjects: [],
  };
}

/** Rated pairs of one world and mode (or real slice): centre and spread before recalibration, and the outcome. */
interface Sample extends MarginSample {
  basis: ProbabilityBasis | null;
  refused: number;
}

async function calibrate(): Promise<void> {
  const seeds = SEEDS.length > 0 ? SEEDS : TUNING_SEEDS;
  const samples = new Map<string, Sample>();
  const observe = (key: string) => {
    const sample = samples.get(key) ?? samples.set(key, { basis: null, margin: [], spread: [], y: [], refused: 0 }).get(key)!;
    return (input: ProbabilityInput, admitted: boolean) => {
      // Fitted without the unseen-pool widening: the unperturbed world cannot show a change in
      // candidate numbers, so a fit that saw the widening would undo it (docs/engine.md).
      const r = estimateProbability(input, { ...PROBABILITY_PARAMS, unseenPoolSpread: 0, calibration: IDENTITY_CALIBRATION });
      if (r.probability === null) {
        sample.refused += 1;
        return;
      }
      sample.basis = r.basis;
      sample.margin.push(r.margin);
      sample.spread.push(r.spread);
      sample.y.push(admitted);
    };
  };
  runReal({ target: 'previous', observe: (slice) => observe(`real ${slice}`) });
  await runGenerated({ seeds, candidatesPerScope: 80, observe: (world, mode) => observe(`${world} ${mode}`) });

  const fit = (...parts: (Sample | undefined)[]) => fitCalibration('intercept', ...parts);
  const fitShift = (...parts: (Sample | undefined)[]) => fitCalibration('shift' satisfies CalibrationForm, ...parts);
  const fits: [string, Record<ProbabilityBasis, Calibration>][] = [['none', { ...IDENTITY_CALIBRATION }]];
  const base = { rank: samples.get('base rank'), equivalent: samples.get('base equivalent') };
  const generated = { rank: fit(base.rank), equivalent: fit(base.equivalent) };
  fits.push(['fit on generated, unperturbed', generated]);
  const real = samples.get('real population');
  if (real && real.margin.length > 0) {
    fits.push(['rank fit on real population', { ...generated, rank: fit(real) }]);
    fits.push(['rank fit on both, equal weight', { ...generated, rank: fit(base.rank, real) }]);
  }
  // Rank mode is also fitted with the worlds whose truth departs from the model but whose input is
  // honest (a surge, a formula switch, a short history), pooled with equal weight; and the a, b with
  // the smallest worst decile over those worlds is searched on a grid (the worst case decides).
  const honest = ['base', 'surge', 'formula-switch', 'short-history'];
  fits.push(['rank fit on unperturbed + surge', { ...generated, rank: fit(base.rank, samples.get('surge rank')) }]);
  fits.push(['rank fit on four honest worlds', { ...generated, rank: fit(...honest.map((w) => samples.get(`${w} rank`))) }]);
  // The chosen form for rank (docs/engine.md, "The link and the spread floor"): a shift of the centre in
  // log rank instead of an intercept in z, pooled over the same four worlds.
  fits.push(['rank shift fit on four honest worlds', { ...generated, rank: fitShift(...honest.map((w) => samples.get(`${w} rank`))) }]);
  const minimax = gridMinimax(honest.map((w) => samples.get(`${w} rank`)));
  fits.push([`rank minimax of the worst decile over ${honest.join(', ')}`, { ...generated, rank: minimax }]);
  fits.push(['PROBABILITY_PARAMS', PROBABILITY_PARAMS.calibration]);

  console.log(`engine-measure --calibrate — seeds ${seeds.join(', ')}, real target = each series' second-latest year`);
  for (const [label, c] of fits) {
    console.log(`\n## ${label}: rank ${describe(c.rank)}, equivalent ${describe(c.equivalent)}`);
    const keys = ['real population', 'real grid', ...WORLDS.flatMap((w) => [`${w} rank`, `${w} equivalent`])];
    for (const key of keys) {
      const s = samples.get(key);
      if (!s) {
        continue;
      }
      if (s.margin.length === 0 || !s.basis) {
        console.log(`${key.padEnd(28)} no rated pairs (${s.refused} refused)`);
        continue;
      }
      const calibration = c[s.basis];
      const pairs: Pair[] = s.margin.map((m, i) => ({ p: clipProbability(recalibrated(m, s.spread[i], calibration)), admitted: s.y[i] }));
      const r = scorePairs(pairs);
      const mid = r.deciles.filter((d) => d.decile >= 1 && d.decile <= 8);
      console.log(
        `${key.padEnd(28)} pairs ${String(r.pairs).padStart(7)} (refused ${String(s.refused).padStart(6)})  Brier ${r.brier.toFixed(4)}  log loss ${r.logLoss.toFixed(4)}  worst decile ${(r.worstGap * 100).toFixed(1)} pts  ` +
          mid.map((d) => `${(d.meanPredicted * 100).toFixed(0)}→${(d.admitted * 100).toFixed(0)}(${d.pairs})`).join(' '),
      );
    }
  }
}

function describe(c: Calibration): string {
  return `a=${c.slope.toFixed(3)} b=${c.intercept.toFixed(3)} c=${c.shift.toFixed(3)}`;
}

/** The worst decile gap (deciles with ≥ 200 pairs) of a recalibration, clipped and rounded like the engine. */
function worstGap(s: Sample, c: Calibration): number {
  const n = new Array<number>(10).fill(0);
  const p = new Array<number>(10).fill(0);
  const y = new Array<number>(10).fill(0);
  for (let i = 0; i < s.margin.length; i += 1) {
    const q = clipProbability(recalibrated(s.margin[i], s.spread[i], c));
    const d = Math.min(9, Math.floor(q * 10));
    n[d] += 1;
    p[d] += q;
    y[d] += Number(s.y[i]);
  }
  return n.reduce((w, k, d) => (k >= 200 ? Math.max(w, Math.abs(p[d] - y[d]) / k) : w), 0);
}

/** a in 0.8…1.6, b in −0.6…0.8 (steps 0.05): the pair whose largest worst-decile gap over the samples is smallest. */
function gridMinimax(parts: (Sample | undefined)[]): Calibration {
  const used = parts.filter((s): s is Sample => !!s && s.margin.length > 0);
  let best: Calibration = { slope: 1, intercept: 0, shift: 0 };
  let bestGap = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= 16; i += 1) {
    for (let j = 0; j <= 28; j += 1) {
      const c = { slope: 0.8 + 0.05 * i, intercept: -0.6 + 0.05 * j, shift: 0 };
      const gap = Math.max(...used.map((s) => worstGap(s, c)));
      if (gap < bestGap - 1e-12) {
        best = c;
        bestGap = gap;
      }
    }
  }
  return best;
}

await (process.argv.includes('--calibrate') ? calibrate() : main());
