// CI slice of `npm run backtest` (docs/backtest.md): one reported seed, one small province, a
// few candidates per scope, every perturbed world; and a few real series of two provinces. It
// checks the harness's structure and bounds a working engine stays within, not the full figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBacktestData, type BacktestData } from '../backtest-data';
import { addGenerated, type GeneratedResult } from './generated';
import { score } from './metrics';
import type { Prediction } from './predict';
import { buildCases, candidatesOf, loadRealData, runReal, type RealData } from './real';
import { byEvidence, judge } from './report';
import { HOT_MAJOR, perturb, WORLDS } from './worlds';

const SEED = 101;
/** 北京 and 重庆 (重庆's composite is on a 300 scale). */
const PROVINCES = [11, 50];

let data: BacktestData;
let generated: GeneratedResult;
let real: RealData;

beforeAll(async () => {
  data = await loadBacktestData(SEED, PROVINCES, 2027);
  generated = new Map(WORLDS.map((w) => [w, { rank: [], equivalent: [] }]));
  addGenerated(data, SEED, { candidatesPerScope: 8, maxScopes: 4 }, generated);
  real = loadRealData();
});

afterAll(async () => {
  await data?.close();
});

function inRange(list: readonly Prediction[]): boolean {
  return list.every(
    (x) =>
      (x.engine === null || (x.engine >= 0.01 && x.engine <= 0.99)) &&
      (x.step === 0.01 || x.step === 0.99 || x.step === null) &&
      (x.normal === null || (x.normal >= 0.01 && x.normal <= 0.99)),
  );
}

describe('generated worlds', () => {
  it('every world yields rated pairs in both modes, forecasts within 1%–99%', () => {
    for (const world of WORLDS) {
      for (const mode of ['rank', 'equivalent'] as const) {
        const list = generated.get(world)?.[mode] ?? [];
        expect(list.length, `${world} ${mode}`).toBeGreaterThan(20);
        expect(inRange(list), `${world} ${mode}`).toBe(true);
        // The hot major moved as a whole, so the engine may rightly withhold every hot plan's number (below).
        if (world !== 'hot-major') {
          expect(
            list.some((x) => x.engine !== null),
            `${world} ${mode}`,
          ).toBe(true);
        }
      }
    }
  });

  it('the hot major: the engine withholds most of its numbers (the major moved against the province), line forecast included', () => {
    for (const mode of ['rank', 'equivalent'] as const) {
      const list = generated.get('hot-major')?.[mode] ?? [];
      const withheld = list.filter((x) => x.engine === null).length;
      expect(list.length, mode).toBeGreaterThan(20);
      expect(withheld, mode).toBeGreaterThan(list.length / 2);
    }
  });

  it('the unperturbed world: the engine beats always-the-base-rate and is no worse than 1.5× the better baseline', () => {
    const j = judge({ label: 'base', predictions: generated.get('base')?.rank ?? [] });
    const e = j.scores.engine;
    expect(e).not.toBeNull();
    const base = e?.baseRate ?? 0;
    expect(e?.brier).toBeLessThan(base * (1 - base));
    expect(j.ratio).toBeLessThan(1.5);
  });

  it('the perturbations move the truth the way they claim', () => {
    const admitted = (world: (typeof WORLDS)[number]) =>
      score((generated.get(world)?.rank ?? []).map((x) => ({ p: 0.5, admitted: x.admitted }))).baseRate;
    expect(admitted('surge')).toBeLessThan(admitted('base'));
    expect(admitted('plan-x2')).toBeGreaterThan(admitted('plan-half'));
  });

  it('each world shows the engine what it claims', () => {
    const scope = data.scopes.find((s) => s.universe.plans.some((p) => p.history.length === 3 && p.history[0].minRank != null));
    expect(scope).toBeDefined();
    if (!scope) {
      return;
    }
    const year = scope.universe.year;
    const noRank = perturb('no-rank', scope);
    // every() over nothing is true: the perturbed universe must still hold plans with history.
    expect(noRank?.universe.plans.some((p) => p.history.length > 0)).toBe(true);
    expect(noRank?.universe.plans.every((p) => p.history.every((h) => h.minRank === null))).toBe(true);
    const short = perturb('short-history', scope);
    expect(short?.universe.plans.some((p) => p.history.length > 0)).toBe(true);
    expect(short?.universe.plans.every((p) => p.history.length <= 2)).toBe(true);
    const switched = perturb('formula-switch', scope);
    expect(switched?.universe.formulas.has(year)).toBe(false);
    expect(switched?.truthTable.total).toBe(scope.truthTable.total);
    const surge = perturb('surge', scope);
    expect(surge?.truthTable.total).toBe(Math.round(scope.truthTable.total * 1.3));
    expect([...(surge?.minRank.entries() ?? [])]).toEqual([...(perturb('base', scope)?.minRank.entries() ?? [])]);
    // The hot major: the whole province in view, only the hot plans scored.
    const hotScope = data.scopes.find((s) => s.universe.plans.some((p) => p.majorName === HOT_MAJOR));
    expect(hotScope).toBeDefined();
    const hot = hotScope && perturb('hot-major', hotScope);
    expect(hot?.universe.plans.length).toBe(hotScope?.universe.plans.length);
    expect(hot?.universe.plans.some((p) => p.majorName !== HOT_MAJOR)).toBe(true);
    const scored = [...(hot?.minRank.keys() ?? [])];
    expect(scored.length).toBeGreaterThan(0);
    const majorOf = new Map(hot?.universe.plans.map((p) => [p.id, p.majorName]));
    expect(scored.every((id) => majorOf.get(id) === HOT_MAJOR)).toBe(true);
    const doubled = perturb('plan-x2', scope);
    const plan = scope.universe.plans[0];
    expect(doubled?.universe.plans[0].planCount).toBe(Math.max(1, Math.round((plan.planCount ?? 0) * 2)));
  });

  it('plan worlds move each line by the seats shown against last year’s, so a 1-seat plan that stays 1 seat keeps its line', () => {
    const plans = data.scopes.flatMap((scope) => {
      const half = perturb('plan-half', scope);
      const doubled = perturb('plan-x2', scope);
      const base = perturb('base', scope);
      return scope.universe.plans
        .filter((p) => p.planCount != null && p.planCount === p.history[0]?.planCount && base?.minRank.has(p.id))
        .map((p) => ({
          p,
          base: base?.minRank.get(p.id) ?? 0,
          half: half?.minRank.get(p.id),
          doubled: doubled?.minRank.get(p.id),
          cap: Math.floor(0.97 * scope.truthTable.total),
        }));
    });
    const single = plans.filter((x) => x.p.planCount === 1);
    const several = plans.filter((x) => (x.p.planCount ?? 0) >= 2 && (x.p.planCount ?? 0) % 2 === 0);
    expect(single.length).toBeGreaterThan(0);
    expect(several.length).toBeGreaterThan(0);
    for (const x of single) {
      expect(x.half).toBe(x.base);
    }
    for (const x of several) {
      expect(x.half).toBe(Math.max(1, Math.round(x.base / 2)));
      expect(x.doubled).toBe(Math.min(x.cap, Math.round(x.base * 2)));
    }
  });

  it('scores add up: decile counts sum to the pairs, the band is a subset, Brier within [0, 1]', () => {
    // The slice's hot plans may all be withheld (above), leaving the hot-major world nothing to score.
    const worlds = WORLDS.filter((w) => w !== 'hot-major');
    expect(worlds.length).toBeGreaterThan(0);
    for (const world of worlds) {
      const j = judge({ label: world, predictions: generated.get(world)?.equivalent ?? [] });
      for (const s of [j.scores.engine, j.scores.step, j.scores.normal]) {
        expect(s).not.toBeNull();
        expect(s?.deciles.reduce((n, d) => n + d.pairs, 0)).toBe(j.common);
        expect(s?.bandPairs ?? 0).toBeLessThanOrEqual(j.common);
        expect(s?.brier).toBeGreaterThanOrEqual(0);
        expect(s?.brier).toBeLessThanOrEqual(1);
      }
      expect(j.scores.step?.bandPairs).toBe(0);
    }
  });
});

describe('real records', () => {
  it('cases predict a year from one to three of the years before it (from 2024 on after the reform), never from itself or later', () => {
    for (const target of ['latest', 'previous'] as const) {
      const { cases } = buildCases(real, target);
      expect(cases.length).toBeGreaterThan(target === 'latest' ? 300 : 100);
      for (const c of cases) {
        expect(c.history.length).toBeGreaterThanOrEqual(1);
        expect(c.history.every((h) => h.year < c.year && h.year >= c.year - 3 && (c.year < 2024 || h.year >= 2024))).toBe(true);
        expect(c.history.every((h) => JSON.stringify(h.schoolFormula) === JSON.stringify(c.truth.schoolFormula))).toBe(true);
        expect(c.truth.year).toBe(c.year);
        const latest = Math.max(...c.series.years.keys());
        expect(c.year).toBe(target === 'latest' ? latest : Math.max(...[...c.series.years.keys()].filter((y) => y < latest)));
      }
    }
  });

  it('population candidates come from the target year’s table; grid candidates straddle last year’s line', () => {
    const { cases } = buildCases(real, 'latest');
    const population = cases.find((c) => c.slice === 'population');
    const grid = cases.find((c) => c.slice === 'grid');
    expect(population && grid).toBeTruthy();
    if (!population || !grid) {
      return;
    }
    const table = population.tables.get(population.year);
    const scores = new Set(table?.rows.map((r) => r[0]));
    const drawn = candidatesOf(population, 50);
    expect(drawn.length).toBe(50);
    expect(drawn.every((x) => scores.has(x))).toBe(true);
    const line = grid.history[0].minScore;
    const around = candidatesOf(grid, 50);
    expect(around.some((x) => x < line) && around.some((x) => x > line)).toBe(true);
  });

  it('after the reform, a first new-gaokao year (河南 2025) is reported apart from a usual year (河北 2025)', () => {
    const after2024 = (province: string) => {
      const result = runReal({ target: 'latest', provinces: [province], maxCases: 3, data: real });
      return [...result.predictions.population, ...result.predictions.grid].filter((x) => x.year >= 2024);
    };
    const henan = after2024('河南');
    const hebei = after2024('河北');
    expect(henan.length).toBeGreaterThan(0);
    expect(hebei.length).toBeGreaterThan(0);
    expect(henan.every((x) => x.firstNewGaokaoYear)).toBe(true);
    expect(hebei.some((x) => x.firstNewGaokaoYear)).toBe(false);
    const classes = [...byEvidence([...henan, ...hebei]).keys()];
    expect(classes).toContain('分差 · 1 year · 2024 on, first new-gaokao year');
    expect(classes).toContain('分差 · 1 year · 2024 on, usual year');
  });

  it('a slice of 广东 and 河北: rated pairs in both slices, Brier within sane bounds', () => {
    const result = runReal({ target: 'latest', provinces: ['广东', '河北'], maxCases: 6, populationCandidates: 50, data: real });
    for (const slice of ['population', 'grid'] as const) {
      const list = result.predictions[slice];
      expect(list.length, slice).toBeGreaterThan(100);
      expect(inRange(list), slice).toBe(true);
      const j = judge({ label: slice, predictions: list });
      // A rule that knows nothing scores 0.25 at a 50% base rate; a usable one is below it.
      expect(j.scores.normal?.brier ?? 1, slice).toBeLessThan(0.3);
      if (j.scores.engine) {
        expect(j.scores.engine.brier, slice).toBeLessThan(0.3);
      }
    }
  });
});
