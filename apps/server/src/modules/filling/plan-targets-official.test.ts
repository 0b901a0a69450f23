import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gkyearOf, tierReaches, TARGET_TIERS, type ScoreNeed, type TargetTier } from '@yzy/shared/rules';
import { nonEmpty } from '../../../test/non-empty';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { loadRealData } from '../../real-data';
import { findDatasetDir, readRealDataset } from '../../real-data/files';
import { planYearOf, type MemberProfile } from './filling.repository';
import { evaluateUniverse, type Evaluation } from './plan-evaluation';
import { forecastOf } from './plan-row-forecast';
import { planTargets } from './plan-targets';
import { loadUniverse } from './plan-universe.repository';
import type { Universe } from './universe';

/** mulberry32, so the sample is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Scope {
  universe: Universe;
  profile: Omit<MemberProfile, 'culture' | 'tests' | 'subjects'>;
  cultureFull: number;
  /** The art 本科 lines, where members are drawn around. */
  culture: number;
  tests: number;
}

const PAIRS = 1000;

/**
 * 目标倒推 on the official data, where the line forecast speaks (in points, under each school's own
 * formula): the demo scopes of plan-targets.test.ts are ranked by the rank model. Scopes of 30 to
 * 400 plans with a number keep the whole-scope checks fast.
 */
describe(`目标倒推 on the official data (${engines})`, () => {
  let built: TestApp;
  const scopes: Scope[] = [];

  beforeAll(async () => {
    built = await createTestApp();
    const { db } = built.deps;
    await loadRealData(db, readRealDataset(findDatasetDir()));
    const gkyear = gkyearOf(new Date());
    const categories = await db
      .selectFrom('exam_categories as c')
      .innerJoin('provinces as p', 'p.id', 'c.province_id')
      .select(['c.id', 'c.name', 'c.province_id', 'p.name as province_name'])
      .orderBy('c.id')
      .execute();
    for (const c of categories) {
      const year = await planYearOf(db, c.province_id, gkyear);
      const universe = await loadUniverse(db, c.province_id, c.id, year);
      const formula = universe.formulas.get([...universe.formulas.keys()].sort((a, b) => b - a)[0]);
      if (!formula || universe.plans.length < 30 || universe.plans.length > 400) {
        continue;
      }
      const art = universe.lines.filter((l) => l.level === '本科');
      scopes.push({
        universe,
        profile: {
          provinceId: c.province_id,
          provinceName: c.province_name,
          examCategoryId: c.id,
          examCategoryName: c.name,
          gkyear,
          english: null,
          chinese: null,
          enteredRank: null,
        },
        cultureFull: formula.cultureFull,
        culture: art.find((l) => l.culture !== null)?.culture ?? formula.cultureFull * 0.55,
        tests: art.find((l) => l.tests !== null)?.tests ?? 200,
      });
    }
  });
  afterAll(async () => {
    await built.close();
  });

  it(`agrees with the forward engine on ${PAIRS} (plan, member) pairs of line forecasts`, () => {
    expect(scopes.length).toBeGreaterThanOrEqual(5);
    const draw = random(2027);
    const full = new Map<string, Evaluation>();
    const tierOf = (universe: Universe, m: MemberProfile, planId: number) => {
      const key = `${universe.examCategoryId}|${m.subjects.join()}|${m.culture}|${m.tests}`;
      let evaluation = full.get(key);
      if (!evaluation) {
        evaluation = evaluateUniverse(universe, m);
        full.set(key, evaluation);
      }
      return evaluation.byId.get(planId)?.tier ?? null;
    };
    let pairs = 0;
    let lineForecasts = 0;
    const provinces = new Set<string>();
    const statuses = new Map<string, number>();
    while (pairs < PAIRS) {
      const scope = scopes[Math.floor(draw() * scopes.length)];
      const limits = { cultureFullScoreLimit: scope.cultureFull, testsFullScoreLimit: 300 };
      const profile: MemberProfile = {
        ...scope.profile,
        culture: Math.min(scope.cultureFull, Math.round(scope.culture + (draw() - 0.3) * 0.3 * scope.cultureFull)),
        tests: Math.min(300, Math.round(scope.tests + (draw() - 0.3) * 90)),
        subjects: draw() < 0.5 ? ['历史', '政治', '地理'] : ['物理', '化学', '生物'],
      };
      const evaluation = evaluateUniverse(scope.universe, profile);
      const rated = evaluation.plans.filter((e) => forecastOf(e).probability !== null && e.decidedBy === null);
      const picked = rated.filter(() => draw() < 0.3).slice(0, Math.min(25, PAIRS - pairs));
      if (picked.length === 0) {
        continue;
      }
      const scores = { cultureScore: profile.culture, testsScore: profile.tests };
      const targets = planTargets(
        { universe: scope.universe, evaluation, profile, scores, limits, vip: true },
        picked.map((e) => e.plan.id),
      );
      for (const [i, target] of nonEmpty(targets).entries()) {
        const row = picked[i];
        const forecast = forecastOf(row);
        lineForecasts += forecast.probability !== null && forecast.basis === '分差' ? 1 : 0;
        provinces.add(scope.profile.provinceName);
        const needs = target.needs;
        if (!needs) {
          throw new Error(`plan ${target.planId} has a number but no needs`);
        }
        for (const tier of TARGET_TIERS) {
          const check = (need: ScoreNeed, at: (score: number) => MemberProfile, own: number, fullScore: number) => {
            statuses.set(need.status, (statuses.get(need.status) ?? 0) + 1);
            const reaches = (score: number) => tierReaches(tierOf(scope.universe, at(score), row.plan.id), tier as TargetTier);
            if (need.status === 'reached') {
              expect(tierReaches(row.tier, tier)).toBe(true);
            } else if (need.status === 'unreachable') {
              expect(reaches(fullScore)).toBe(false);
            } else {
              expect(reaches(need.score), `plan ${row.plan.id} at ${need.score}`).toBe(true);
              // One point less, checked on every fourth pair (the whole-scope evaluations are the cost).
              if (pairs % 4 === 0 && need.score - 1 > own) {
                expect(reaches(need.score - 1), `plan ${row.plan.id} at ${need.score - 1}`).toBe(false);
              }
            }
          };
          check(needs.tests[tier], (s) => ({ ...profile, tests: s }), profile.tests, 300);
          check(needs.culture[tier], (s) => ({ ...profile, culture: s }), profile.culture, scope.cultureFull);
        }
        pairs += 1;
      }
    }
    expect(pairs).toBe(PAIRS);
    expect(lineForecasts).toBe(PAIRS);
    expect(provinces.size).toBeGreaterThanOrEqual(5);
    expect(statuses.get('reached')).toBeGreaterThan(50);
    expect(statuses.get('needed')).toBeGreaterThan(500);
  });
});
