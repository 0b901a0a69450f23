// The generated world and its perturbations (docs/backtest.md). Each world starts from the demo
// model's scope (scripts/backtest-data.ts: what the engine was fitted on, and what happened in
// year G) and changes what happened, what the engine is shown, or both. Nothing here knows the
// engine's formulas; the truth of every world is stated in the world's own terms.
import { exactComposite, lookupRank, scoreForRank, sortRankRows, type CompositeFormula, type RankRow } from '@yzy/shared/rules';
import type { Universe, UniversePlan, UniverseTable } from '../../apps/server/src/modules/filling/universe';
import { formulaForYear } from '../../apps/server/src/modules/filling/universe-lookups';
import { outcomeKey, type Scope } from '../backtest-data';

export const WORLDS = ['base', 'surge', 'formula-switch', 'plan-x2', 'plan-half', 'short-history', 'hot-major', 'no-rank'] as const;
export type World = (typeof WORLDS)[number];

export const WORLD_LABELS: Record<World, string> = {
  base: 'generated, unperturbed',
  surge: 'surge: 30% more candidates, same seats',
  'formula-switch': 'formula switch (50/50 → 30/70), not re-imported',
  'plan-x2': 'plan ×2',
  'plan-half': 'plan ×½',
  'short-history': 'short history (2 years)',
  'hot-major': 'hot major (数字媒体艺术)',
  'no-rank': 'no 位次 (score-only history)',
};

/** Candidates added by the surge; the seats stay, so a school's last admitted rank stays where it was. */
export const SURGE = 1.3;
/** The formula switch moves this much weight from culture to 统考. */
export const SWITCH_SHIFT = 0.2;
/**
 * How far a plan change moves the line: min rank × factor^1 (seats change, demand does not follow).
 * The demo model itself moves it by the square root, the same elasticity the engine assumes, so
 * testing plan changes inside the model could only agree with the engine.
 */
export const PLAN_TRUTH_ELASTICITY = 1;
export const HOT_MAJOR = '数字媒体艺术';
/** The hot major's min rank: × 0.75 in the newest history year, × 0.55 in year G (the rush goes on). */
export const HOT_LAST_YEAR = 0.75;
export const HOT_THIS_YEAR = 0.55;
/** Spread of (culture share − 统考 share) among candidates with the same composite. */
export const SPLIT_SD = 0.08;

export interface WorldScope {
  world: World;
  /** What the engine is shown (without year G's table; rank mode adds `truthTable`). */
  universe: Universe;
  /** Year G's 一分一段 as it happened, in the formula that was really used. */
  truthTable: UniverseTable;
  truthFormula: CompositeFormula;
  /** Year G's minimum rank per plan id (plans without one are not scored). */
  minRank: Map<number, number>;
  /** When set, candidates are drawn from this population (score in truthFormula, culture, 统考). */
  population: Candidate[] | null;
}

export interface Candidate {
  culture: number;
  tests: number;
  /** Composite under the true formula. */
  composite: number;
}

/** The scope seen through one world; null when the world does not apply (e.g. no weighted formula, no hot major). */
export function perturb(world: World, scope: Scope): WorldScope | null {
  const universe = scope.universe;
  const year = universe.year;
  const formula = formulaForYear(universe.formulas, year);
  if (formula.kind !== 'weighted') {
    return null;
  }
  const minRank = new Map<number, number>();
  for (const plan of universe.plans) {
    const outcome = scope.outcomes.get(outcomeKey(plan.school.name, plan.majorId));
    if (outcome) {
      minRank.set(plan.id, outcome.minRank);
    }
  }
  const base: WorldScope = { world, universe, truthTable: scope.truthTable, truthFormula: formula, minRank, population: null };
  switch (world) {
    case 'base':
      return base;
    case 'surge':
      return { ...base, truthTable: scaledTable(scope.truthTable, SURGE) };
    case 'formula-switch': {
      const truthFormula = { ...formula, cultureWeight: Math.max(0, formula.cultureWeight - SWITCH_SHIFT) };
      const population = switchedPopulation(scope.truthTable, formula, truthFormula, scope.examCategoryId);
      const formulas = new Map([...universe.formulas].filter(([y]) => y < year));
      if (formulas.size === 0) {
        return null;
      }
      return {
        ...base,
        universe: { ...universe, formulas },
        truthFormula,
        truthTable: tableOf(year, population, scope.truthTable),
        population,
      };
    }
    case 'plan-x2':
    case 'plan-half': {
      const factor = world === 'plan-x2' ? 2 : 0.5;
      const cap = Math.floor(0.97 * scope.truthTable.total);
      const plans = universe.plans.map((p) => ({ ...p, planCount: Math.max(1, Math.round((p.planCount ?? 0) * factor)) }));
      const ranks = new Map(
        universe.plans.flatMap((p, i) => {
          const r = minRank.get(p.id);
          return r === undefined
            ? []
            : [[p.id, Math.max(1, Math.min(cap, Math.round(r * seatMove(p, plans[i].planCount, factor))))] as const];
        }),
      );
      return { ...base, universe: { ...universe, plans }, minRank: ranks };
    }
    case 'short-history':
      return { ...base, universe: { ...universe, plans: universe.plans.map((p) => ({ ...p, history: p.history.slice(0, 2) })) } };
    case 'hot-major': {
      const hot = universe.plans.filter((p) => p.majorName === HOT_MAJOR);
      if (hot.length === 0) {
        return null;
      }
      // The whole province stays in view (a major's heat shows against the other plans); only the hot plans are scored.
      const plans = universe.plans.map((p) => (p.majorName === HOT_MAJOR ? heated(p, universe.tables) : p));
      const ranks = new Map(
        hot.filter((p) => minRank.has(p.id)).map((p) => [p.id, Math.max(1, Math.round((minRank.get(p.id) ?? 0) * HOT_THIS_YEAR))]),
      );
      return { ...base, universe: { ...universe, plans }, minRank: ranks };
    }
    case 'no-rank':
      return {
        ...base,
        universe: { ...universe, plans: universe.plans.map((p) => ({ ...p, history: p.history.map((h) => ({ ...h, minRank: null })) })) },
      };
  }
}

/**
 * How far year G's line moves when the plan becomes `seats`: the line the demo model drew for its
 * own count is first carried back to last year's seats (the demo's √ rule, undone), then moved by
 * the seats against last year's with PLAN_TRUTH_ELASTICITY. So the truth depends only on counts a
 * family sees (last year's and this year's), and a 1-seat plan that stays 1 seat under ×½ does not
 * move. Without a count for last year or the demo's year, the nominal factor.
 */
function seatMove(plan: UniversePlan, seats: number, factor: number): number {
  const drawn = plan.planCount;
  const last = plan.history[0]?.planCount;
  if (!drawn || !last) {
    return factor ** PLAN_TRUTH_ELASTICITY;
  }
  return Math.sqrt(last / drawn) * (seats / last) ** PLAN_TRUTH_ELASTICITY;
}

/** A candidate of the world: drawn from its population, or uniformly by rank from year G's table (culture and 统考 split around the composite). */
export function drawCandidate(ws: WorldScope, random: () => number): (Candidate & { rank: number }) | null {
  let candidate: Candidate | null;
  if (ws.population) {
    candidate = ws.population[Math.floor(random() * ws.population.length)] ?? null;
  } else {
    const rank = 1 + Math.floor(random() * ws.truthTable.total);
    const bin = scoreForRank(ws.truthTable.rows, rank).score;
    candidate = bin === null ? null : split(bin + random() * 0.99, ws.truthFormula, random);
  }
  return candidate ? { ...candidate, rank: lookupRank(ws.truthTable.rows, candidate.composite).rank } : null;
}

/** Culture and 统考 scores whose composite (under `formula`) is about `composite`: the shares differ by N(0, SPLIT_SD). */
function split(composite: number, formula: CompositeFormula, random: () => number): Candidate {
  const share = composite / formula.outputScale;
  const d = gaussian(random) * SPLIT_SD;
  const w = formula.cultureWeight;
  const culture = clamp01(share + (1 - w) * d) * formula.cultureFull;
  const tests = clamp01(share - w * d) * formula.testsFull;
  return { culture, tests, composite: exactComposite(formula, { culture, tests }) };
}

/** Year G's candidates re-scored under the new formula: each of the table's candidates split into culture and 统考, then recomputed. */
function switchedPopulation(table: UniverseTable, old: CompositeFormula, next: CompositeFormula, salt: number): Candidate[] {
  const random = rng(salt * 104729 + 17);
  const out: Candidate[] = [];
  for (const row of table.rows) {
    for (let i = 0; i < row.count; i += 1) {
      const c = split(row.score + random() * 0.99, old, random);
      out.push({ culture: c.culture, tests: c.tests, composite: exactComposite(next, c) });
    }
  }
  return out;
}

/** The 一分一段 table of a population (one row per integer score). */
function tableOf(year: number, population: readonly Candidate[], like: UniverseTable): UniverseTable {
  const counts = new Map<number, number>();
  for (const c of population) {
    const bin = Math.floor(c.composite);
    counts.set(bin, (counts.get(bin) ?? 0) + 1);
  }
  let cumulative = 0;
  const rows: RankRow[] = [...counts.keys()]
    .sort((a, b) => b - a)
    .map((score) => {
      const count = counts.get(score) ?? 0;
      cumulative += count;
      return { score, count, cumulative };
    });
  return { year, subjectGroup: like.subjectGroup, total: cumulative, source: like.source, rows };
}

/** The same table with every count × factor (the same score distribution, more candidates). */
function scaledTable(table: UniverseTable, factor: number): UniverseTable {
  let previous = 0;
  const rows = sortRankRows(table.rows).map((r) => {
    const cumulative = Math.round(r.cumulative * factor);
    const row = { score: r.score, count: cumulative - previous, cumulative };
    previous = cumulative;
    return row;
  });
  return { ...table, total: previous, rows: rows.filter((r) => r.count > 0) };
}

/** The newest history year of a hot plan, its rank × HOT_LAST_YEAR and its score moved to match that year's table. */
function heated(plan: UniversePlan, tables: readonly UniverseTable[]): UniversePlan {
  const [newest, ...rest] = plan.history;
  if (!newest || newest.minRank == null) {
    return plan;
  }
  const rank = Math.max(1, Math.round(newest.minRank * HOT_LAST_YEAR));
  const table = tables.find((t) => t.year === newest.year);
  const score = table ? scoreForRank(table.rows, rank).score : null;
  return { ...plan, history: [{ ...newest, minRank: rank, minScore: score === null ? newest.minScore : score + 0.5 }, ...rest] };
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/** Box–Muller. */
export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** mulberry32, so every run draws the same candidates. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
