import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanTarget, RecommendRow, TargetAnswer } from '@yzy/shared/contracts';
import { tierReaches, TARGET_TIERS, type ScoreNeed, type TargetTier } from '@yzy/shared/rules';
import { nonEmpty } from '../../../test/non-empty';
import { engines, type TestApp } from '../../../test/test-app';
import type { MemberProfile } from './filling.repository';
import { evaluateUniverse, type Evaluation } from './plan-evaluation';
import { forecastOf } from './plan-row-forecast';
import { planTargets } from './plan-targets';
import { loadUniverse } from './plan-universe.repository';
import type { Universe } from './universe';
import { batchIdOf, call, createSeededApp, GKYEAR, HENAN, MAIN_BATCH, member, recommendOf, type Member } from './planning-fixtures';

/** A small seeded generator (mulberry32), so the sample is the same on every run. */
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

const LIMITS = { cultureFullScoreLimit: 750, testsFullScoreLimit: 300 };
const PAIRS = 1000;

describe(`目标倒推 (${engines})`, () => {
  let built: TestApp;

  beforeAll(async () => {
    built = await createSeededApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it(`agrees with the forward engine on ${PAIRS} (plan, member) pairs: the score found gives the promised tier, one point less does not`, async () => {
    const { db } = built.deps;
    const categories = await db
      .selectFrom('exam_categories')
      .select(['id', 'name', 'province_id'])
      .where('province_id', 'in', [11, HENAN])
      .execute();
    const scopes: { universe: Universe; name: string; provinceId: number; examCategoryId: number }[] = [];
    for (const c of categories) {
      const universe = await loadUniverse(db, c.province_id, c.id, GKYEAR);
      if (universe.formulas.size > 0 && universe.plans.length >= 20) {
        scopes.push({ universe, name: c.name, provinceId: c.province_id, examCategoryId: c.id });
      }
    }
    expect(scopes.length).toBeGreaterThanOrEqual(3);
    const draw = random(38);
    // The whole scope's evaluation at a member's scores: what 模拟填报 would list (kept per scores).
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
    const statuses = new Map<string, number>();
    let basisRank = 0;
    while (pairs < PAIRS) {
      const scope = scopes[Math.floor(draw() * scopes.length)];
      const profile: MemberProfile = {
        provinceId: scope.provinceId,
        provinceName: scope.provinceId === HENAN ? '河南' : '北京',
        examCategoryId: scope.examCategoryId,
        examCategoryName: scope.name,
        gkyear: GKYEAR,
        culture: Math.round(300 + draw() * 380),
        tests: Math.round(150 + draw() * 140),
        english: null,
        chinese: null,
        subjects: draw() < 0.5 ? ['历史', '政治', '地理'] : ['物理', '化学', '生物'],
        enteredRank: null,
      };
      const evaluation = evaluateUniverse(scope.universe, profile);
      const rated = evaluation.plans.filter((e) => forecastOf(e).probability !== null && e.decidedBy === null);
      const picked = rated.filter(() => draw() < 0.25).slice(0, PAIRS - pairs);
      if (picked.length === 0) {
        continue;
      }
      const scores = { cultureScore: profile.culture, testsScore: profile.tests };
      const targets = planTargets(
        { universe: scope.universe, evaluation, profile, scores, limits: LIMITS, vip: true },
        picked.map((e) => e.plan.id),
      );
      for (const [i, target] of nonEmpty(targets).entries()) {
        const row = picked[i];
        const forecast = forecastOf(row);
        basisRank += forecast.probability !== null && forecast.basis === '位次' ? 1 : 0;
        expect(target.reason).toBeNull();
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
              expect(tierReaches(row.tier, tier)).toBe(false);
              expect(reaches(fullScore)).toBe(false);
            } else {
              expect(need.score).toBeGreaterThan(own);
              expect(need.score).toBeLessThanOrEqual(fullScore);
              expect(reaches(need.score), `plan ${row.plan.id} at ${need.score}`).toBe(true);
              if (need.score - 1 > own) {
                expect(reaches(need.score - 1), `plan ${row.plan.id} at ${need.score - 1}`).toBe(false);
              } else {
                expect(tierReaches(row.tier, tier)).toBe(false);
              }
            }
          };
          check(needs.tests[tier], (s) => ({ ...profile, tests: s }), profile.tests, LIMITS.testsFullScoreLimit);
          check(needs.culture[tier], (s) => ({ ...profile, culture: s }), profile.culture, LIMITS.cultureFullScoreLimit);
        }
        pairs += 1;
      }
    }
    expect(pairs).toBe(PAIRS);
    // The sample holds every kind of answer; the demo scopes are ranked by the rank model (plan-targets-official.test.ts samples line forecasts).
    expect(statuses.get('reached')).toBeGreaterThan(50);
    expect(statuses.get('needed')).toBeGreaterThan(500);
    expect(statuses.get('unreachable')).toBeGreaterThan(20);
    expect(basisRank).toBeGreaterThan(100);
  });

  describe('filling/targets', () => {
    let vip: Member;
    let free: Member;
    let batchId: number;
    const targets = (token: string, payload: object) => call<TargetAnswer>(built, 'POST', '/api/v1/filling/targets', token, payload);

    beforeAll(async () => {
      vip = await member(built, { vip: true });
      free = await member(built);
      batchId = await batchIdOf(built, vip.token, MAIN_BATCH);
    });

    const consistent = (row: RecommendRow, target: PlanTarget | undefined) => {
      const needs = target?.needs;
      expect(needs, `plan ${row.planId}`).toBeTruthy();
      for (const tier of TARGET_TIERS) {
        for (const need of [needs?.tests[tier], needs?.culture[tier]]) {
          expect(need?.status === 'reached').toBe(tierReaches(row.tier, tier));
        }
      }
    };

    it('gives every row with a number what 稳 and 保 need, from the saved scores, agreeing with the row’s tier', async () => {
      const page = (await recommendOf(built, vip.token, `batchId=${batchId}&size=50&hopeless=show`)).data;
      const rows = nonEmpty(page.content.filter((r) => r.probability !== null));
      const res = await targets(vip.token, { planIds: rows.map((r) => r.planId) });
      expect(res.status).toBe(200);
      expect([res.data.cultureScore, res.data.testsScore]).toEqual([520, 240]);
      expect(res.data.fullScores).toEqual({ culture: 750, tests: 300 });
      expect(res.data.plans.map((p) => p.planId)).toEqual(rows.map((r) => r.planId));
      for (const row of rows) {
        consistent(
          row,
          res.data.plans.find((p) => p.planId === row.planId),
        );
      }
      const needed = res.data.plans.flatMap((p) => (p.needs ? [p.needs.tests.稳, p.needs.tests.保] : []));
      expect(needed.filter((n) => n.status === 'needed' && (n.score <= 240 || n.score > 300))).toEqual([]);
      expect(needed.some((n) => n.status === 'needed')).toBe(true);
    });

    it('works from hypothetical scores like the what-if list', async () => {
      const scores = { cultureScore: 480, testsScore: 225 };
      const page = (
        await call<{ content: RecommendRow[] }>(
          built,
          'POST',
          `/api/v1/filling/what-if/recommend?batchId=${batchId}&size=50`,
          vip.token,
          scores,
        )
      ).data;
      const rows = nonEmpty(page.content.filter((r) => r.probability !== null));
      const res = await targets(vip.token, { planIds: rows.map((r) => r.planId), ...scores });
      expect([res.data.cultureScore, res.data.testsScore]).toEqual([480, 225]);
      for (const row of rows) {
        consistent(
          row,
          res.data.plans.find((p) => p.planId === row.planId),
        );
      }
    });

    it('keeps a free member’s locked rows locked, and says why a plan has no needs', async () => {
      const page = (await recommendOf(built, free.token, `batchId=${batchId}&size=50`)).data;
      const locked = nonEmpty(page.content.filter((r) => r.locked));
      const open = nonEmpty(page.content.filter((r) => r.probability !== null));
      const res = await targets(free.token, { planIds: [locked[0].planId, open[0].planId, 99_999_999] });
      expect(res.data.plans.map((p) => p.reason)).toEqual(['VIP可见', null, '计划不存在，或不是你所在省份今年的计划']);
      expect(res.data.plans[0].needs).toBeNull();
      expect(res.data.plans[1].needs).not.toBeNull();
    });

    it.each([
      [{ planIds: [] }, '请选择1到50个计划'],
      [{ planIds: Array.from({ length: 51 }, (_, i) => i + 1) }, '请选择1到50个计划'],
      [{ planIds: [1], cultureScore: 500 }, '假设成绩须同时填写高考成绩和统考成绩'],
      [{ planIds: [1], cultureScore: 500, testsScore: 0 }, '统考成绩必须大于0'],
      [{ planIds: [1], cultureScore: 800, testsScore: 200 }, '高考成绩不能超过750分'],
    ])('refuses %j', async (payload, message) => {
      const res = await targets(vip.token, payload);
      expect([res.status, res.msg]).toEqual([10001, message]);
    });
  });
});
