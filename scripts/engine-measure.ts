// `npx tsx scripts/engine-measure.ts [seeds…]`: the measurements behind the engine's tunable
// parameters (docs/engine.md). It reuses the backtest's generated worlds on the backtest's tuning
// seeds (default 2026 2025, docs/backtest.md), never on the seeds `npm run backtest` reports.
// Worlds: `normal` (the generator as is: lines are a share of the pool) and `surge` (year G has 30%
// more candidates with the same score distribution and the same seats, so lines keep their
// absolute rank). Varied: β (PROBABILITY_PARAMS.poolElasticity) in rank mode and the 等效位次
// centre correction in equivalent mode. Prints Brier (all pairs / 10–90%) and the worst decile gap.
import { estimateProbability, lookupRank, PROBABILITY_PARAMS, scoreForRank, type ProbabilityParams, type RankRow } from '@yzy/shared/rules';
import type { MemberProfile } from '../apps/server/src/modules/filling/filling.repository';
import { evaluateUniverse, formulaForYear } from '../apps/server/src/modules/filling/plan-evaluation';
import type { UniverseTable } from '../apps/server/src/modules/filling/plan-universe.repository';
import { loadBacktestData, outcomeKey, type Scope } from './backtest-data';

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
                const r = estimateProbability(e.input, { ...PROBABILITY_PARAMS, ...over });
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
    chinese: null,
    subjects: [],
  };
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
