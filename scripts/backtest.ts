// `npm run backtest`: fits the admission-probability engine on three years of demo data and
// predicts the fourth (data: scripts/backtest-data.ts). Candidates are drawn from year G's own
// 一分一段 table (uniform in rank, i.e. from the real population); a candidate is admitted by a plan
// when their year-G rank is no worse than the plan's year-G minimum rank. Two modes:
//   rank        this year's table is published (the filling season): the member's rank is known;
//   equivalent  it is not (what the demo app shows): 等效位次 in each past year's table.
// Prints the Brier score and a calibration table by probability decile for each mode.
import { lookupRank, scoreForRank, type CompositeFormula } from '@yzy/shared/rules';
import type { MemberProfile } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse, formulaForYear } from '../apps/server/src/modules/filling/plan-evaluation';
import { loadBacktestData, outcomeKey, type Scope } from './backtest-data';

const SEED = Number(process.env.DEMO_SEED ?? 2026);
const GKYEAR = 2027;
/** 河南, 山东, 广东, 四川, 河北, 北京, 福建, 重庆 (重庆's composite is on a 300 scale). */
const PROVINCES = [41, 37, 44, 51, 13, 11, 35, 50];
const CANDIDATES_PER_SCOPE = 80;

type Mode = 'rank' | 'equivalent';
interface Pair {
  p: number;
  admitted: boolean;
}

async function main(): Promise<void> {
  const started = Date.now();
  const data = await loadBacktestData(SEED, PROVINCES, GKYEAR);
  const pairs: Record<Mode, Pair[]> = { rank: [], equivalent: [] };
  let unrated = 0;
  let unmatched = 0;
  for (const scope of data.scopes) {
    const random = rng(scope.examCategoryId * 7919 + SEED);
    const formula = formulaForYear(scope.universe.formulas, GKYEAR);
    for (let i = 0; i < CANDIDATES_PER_SCOPE; i += 1) {
      const rank = 1 + Math.floor(random() * scope.truthTable.total);
      const bin = scoreForRank(scope.truthTable.rows, rank).score;
      if (bin === null || formula.kind !== 'weighted') {
        continue;
      }
      const composite = bin + random() * 0.99;
      for (const mode of ['rank', 'equivalent'] as const) {
        const counted = evaluate(scope, profileFor(scope, formula, composite), mode, pairs[mode]);
        unrated += counted.unrated;
        unmatched += counted.unmatched;
      }
    }
  }
  await data.close();
  console.log(`艺志愿 backtest — demo seed ${SEED}, fitted on ${GKYEAR - 3}–${GKYEAR - 1}, predicting ${GKYEAR}`);
  console.log(`${data.scopes.length} province × category scopes, ${CANDIDATES_PER_SCOPE} candidates each; ${unrated} pairs without an estimate, ${unmatched} plans without a ${GKYEAR} outcome (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  for (const mode of ['rank', 'equivalent'] as const) {
    report(mode, pairs[mode]);
  }
}

/** A profile whose composite under the (weighted) formula is `composite`: culture and 统考 at the same share of full marks. */
function profileFor(scope: Scope, formula: CompositeFormula, composite: number): MemberProfile {
  const share = composite / formula.outputScale;
  return {
    provinceId: scope.provinceId,
    provinceName: '',
    examCategoryId: scope.examCategoryId,
    examCategoryName: '',
    gkyear: GKYEAR,
    culture: share * formula.cultureFull,
    tests: share * formula.testsFull,
    english: null,
    chinese: null,
    subjects: [],
  };
}

function evaluate(scope: Scope, profile: MemberProfile, mode: Mode, into: Pair[]): { unrated: number; unmatched: number } {
  const universe = mode === 'rank' ? { ...scope.universe, tables: [...scope.universe.tables, scope.truthTable] } : scope.universe;
  const evaluation = evaluateUniverse(universe, profile);
  const actualRank = lookupRank(scope.truthTable.rows, evaluation.standing.composite).rank;
  let unrated = 0;
  let unmatched = 0;
  for (const e of evaluation.plans) {
    const outcome = scope.outcomes.get(outcomeKey(e.plan.school.name, e.plan.majorId));
    if (!outcome) {
      unmatched += 1;
    } else if (e.estimate.probability === null) {
      unrated += 1;
    } else {
      into.push({ p: e.estimate.probability, admitted: actualRank <= outcome.minRank });
    }
  }
  return { unrated, unmatched };
}

function report(mode: Mode, pairs: readonly Pair[]): void {
  const brier = mean(pairs.map((x) => (x.p - Number(x.admitted)) ** 2));
  const base = mean(pairs.map((x) => Number(x.admitted)));
  const climatology = mean(pairs.map((x) => (base - Number(x.admitted)) ** 2));
  const middle = pairs.filter((x) => x.p >= 0.1 && x.p <= 0.9);
  console.log(`mode ${mode === 'rank' ? 'rank (this year’s 一分一段 published)' : 'equivalent (等效位次 from past tables)'}: ${pairs.length} pairs`);
  console.log(`  Brier ${brier.toFixed(4)} (always-the-base-rate ${climatology.toFixed(4)}, skill ${(1 - brier / climatology).toFixed(3)}); pairs with 10%–90%: ${middle.length}, Brier ${mean(middle.map((x) => (x.p - Number(x.admitted)) ** 2)).toFixed(4)}`);
  console.log('  | predicted | pairs | mean predicted | admitted |');
  console.log('  |---|---|---|---|');
  for (let d = 0; d < 10; d += 1) {
    const bucket = pairs.filter((x) => Math.min(9, Math.floor(x.p * 10)) === d);
    if (bucket.length > 0) {
      console.log(`  | ${d * 10}–${d * 10 + 10}% | ${bucket.length} | ${pct(mean(bucket.map((x) => x.p)))} | ${pct(mean(bucket.map((x) => Number(x.admitted))))} |`);
    }
  }
  for (const [tier, lo, hi] of [['冲', 0, 0.4], ['稳', 0.4, 0.75], ['保', 0.75, 1.01]] as const) {
    const bucket = pairs.filter((x) => x.p >= lo && x.p < hi);
    console.log(`  ${tier}: ${bucket.length} pairs, predicted ${pct(mean(bucket.map((x) => x.p)))}, admitted ${pct(mean(bucket.map((x) => Number(x.admitted))))}`);
  }
  console.log('');
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** mulberry32, so every run draws the same candidates. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

await main();
