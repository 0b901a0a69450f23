// The generated half of the backtest: for each seed, the demo model fitted on three years
// (G−3 … G−1) predicts year G in every world of ./worlds.ts, in both modes:
//   rank        year G's 一分一段 is published (the filling season): the engine sees it;
//   equivalent  it is not (what the demo app shows before the season): 等效位次 in past tables.
// A pair is one candidate × one plan: the candidate is drawn from year G's table (uniform in
// rank, i.e. from the real pool of that world) and is admitted iff their year-G rank is no worse
// than the plan's year-G minimum rank.
import type { MemberProfile } from '../../apps/server/src/modules/filling/filling.repository';
import { loadBacktestData, type BacktestData } from '../backtest-data';
import { predictPlans, type Observer, type Prediction } from './predict';
import { drawCandidate, perturb, rng, WORLDS, type World, type WorldScope } from './worlds';

export const MODES = ['rank', 'equivalent'] as const;
export type Mode = (typeof MODES)[number];

export const GKYEAR = 2027;
/** 河南, 山东, 广东, 四川, 河北, 北京, 福建, 重庆 (重庆's composite is on a 300 scale). */
export const PROVINCES = [41, 37, 44, 51, 13, 11, 35, 50];
/**
 * Seeds reported (README, docs/backtest.md) and seeds any engine constant may be tuned on. They
 * never overlap: the engine's 等效位次 correction was tuned on 2026, which is therefore a tuning
 * seed and never reported.
 */
export const REPORTED_SEEDS = [101, 202, 303];
export const TUNING_SEEDS = [2026, 2025];

export interface GeneratedOptions {
  seeds: readonly number[];
  provinces?: readonly number[];
  worlds?: readonly World[];
  candidatesPerScope?: number;
  /** At most this many scopes per seed (a CI slice); all by default. */
  maxScopes?: number;
  /** Sees every pair's engine input (scripts/engine-measure.ts); the report does not use it. */
  observe?: (world: World, mode: Mode) => Observer;
}

export type GeneratedResult = Map<World, Record<Mode, Prediction[]>>;

export async function runGenerated(options: GeneratedOptions): Promise<GeneratedResult> {
  const result: GeneratedResult = new Map((options.worlds ?? WORLDS).map((w) => [w, { rank: [], equivalent: [] }]));
  for (const seed of options.seeds) {
    const data = await loadBacktestData(seed, options.provinces ?? PROVINCES, GKYEAR);
    try {
      addGenerated(data, seed, options, result);
    } finally {
      await data.close();
    }
  }
  return result;
}

/** Adds one seed's pairs (its data already loaded) to `result`, for the worlds `result` holds. */
export function addGenerated(data: BacktestData, seed: number, options: Omit<GeneratedOptions, 'seeds'>, result: GeneratedResult): void {
  const candidates = options.candidatesPerScope ?? 80;
  for (const scope of data.scopes.slice(0, options.maxScopes ?? data.scopes.length)) {
    for (const [world, into] of result) {
      const ws = perturb(world, scope);
      if (ws) {
        // Every world starts from the same random stream (keyed by seed and scope, not by world).
        collect(ws, rng(seed * 7919 + scope.examCategoryId), candidates, into, options.observe);
      }
    }
  }
}

function collect(
  ws: WorldScope,
  random: () => number,
  count: number,
  into: Record<Mode, Prediction[]>,
  observe?: (world: World, mode: Mode) => Observer,
): void {
  const observers = { rank: observe?.(ws.world, 'rank'), equivalent: observe?.(ws.world, 'equivalent') };
  const rankUniverse = { ...ws.universe, tables: [...ws.universe.tables.filter((t) => t.year !== ws.universe.year), ws.truthTable] };
  for (let i = 0; i < count; i += 1) {
    const candidate = drawCandidate(ws, random);
    if (!candidate) {
      continue;
    }
    const profile: MemberProfile = {
      provinceId: ws.universe.provinceId,
      provinceName: '',
      examCategoryId: ws.universe.examCategoryId,
      examCategoryName: '',
      gkyear: GKYEAR,
      culture: candidate.culture,
      tests: candidate.tests,
      english: null,
      enteredRank: null,
      chinese: null,
      subjects: [],
    };
    const outcome = (plan: { id: number }) => {
      const line = ws.minRank.get(plan.id);
      return line === undefined ? null : candidate.rank <= line;
    };
    predictPlans(rankUniverse, profile, outcome, into.rank, observers.rank);
    predictPlans(ws.universe, profile, outcome, into.equivalent, observers.equivalent);
  }
}
