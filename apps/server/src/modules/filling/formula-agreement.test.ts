import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompositeResponse } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { henanSchoolForms } from '../../real-data/art-rules';
import { clearUniverseCache } from './plan-universe';
import { call, recommendOf, type Member, seededWithVip } from './planning-fixtures';

/**
 * One stored rule, one reader: for every school formula a plan can store, 算综合分 and 模拟填报 give
 * the member the same composite. The overrides tried are every shape the column holds (partial and
 * whole, each formula kind, 河南's five school forms from the rule data) plus whatever is already
 * stored in the seeded database.
 */
const SHAPES: readonly object[] = [
  { outputScale: 100 },
  { cultureWeight: 0.7 },
  { cultureWeight: 0.6, roundingDigits: 3 },
  { kind: 'testsOnly' },
  { kind: 'cultureOnly', outputScale: 100 },
  { kind: 'sum' },
  { bonusCounts: false, cultureWeight: 0.8 },
  { kind: 'weighted', cultureWeight: 0.3, cultureFull: 750, testsFull: 300, outputScale: 750, roundingDigits: 2, bonusCounts: true },
  { kind: 'weighted', cultureWeight: 0.625, cultureFull: 750, testsFull: 300, outputScale: 960, roundingDigits: 3, bonusCounts: true },
];

describe(`算综合分 and 模拟填报 agree on every stored formula (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let batchId: number;

  beforeAll(async () => {
    ({ built, vip, batchId } = await seededWithVip());
  });
  afterAll(async () => {
    await built.close();
  });

  it('gives the same composite on both pages', async () => {
    const { db } = built.deps;
    const stored = await db.selectFrom('enrollment_plans').select('formula_override').where('formula_override', 'is not', null).execute();
    const overrides = [
      ...SHAPES.map((s) => JSON.stringify(s)),
      ...henanSchoolForms().map((f) => JSON.stringify(f.override)),
      ...stored.map((r) => r.formula_override ?? ''),
    ];
    const plan = (await recommendOf(built, vip.token, `batchId=${batchId}&size=1`)).data.content[0];
    const province = (await call<CompositeResponse>(built, 'POST', '/api/v1/compute/composite', vip.token, {})).data.province.composite;
    try {
      for (const text of overrides) {
        await db.updateTable('enrollment_plans').set({ formula_override: text }).where('id', '=', plan.planId).execute();
        clearUniverseCache(db);
        const computed = await call<CompositeResponse>(built, 'POST', '/api/v1/compute/composite', vip.token, {});
        const school = computed.data.schools.find((s) => s.schoolId === plan.school.id);
        const page = await recommendOf(
          built,
          vip.token,
          // A school formula can make the plan near-hopeless under the line forecast: list the folded rows too.
          `batchId=${batchId}&tier=all&hopeless=show&size=50&keyword=${encodeURIComponent(plan.school.name)}`,
        );
        const row = page.data.content.find((r) => r.planId === plan.planId);
        expect(row, text).toBeDefined();
        // A school formula that equals the province's is not listed on 算综合分; the province's composite is then its composite.
        expect(row?.composite, text).toBe(school?.composite ?? province);
        expect(row?.formula, text).toBe(school ? 'school' : 'province');
      }
    } finally {
      await db.updateTable('enrollment_plans').set({ formula_override: null }).where('id', '=', plan.planId).execute();
      clearUniverseCache(db);
    }
    expect(overrides.length).toBeGreaterThanOrEqual(SHAPES.length + 5);
  });

  it('lists the member’s composite under each of 河南’s five school forms on 算综合分; the fifth is the province’s', async () => {
    const res = await call<CompositeResponse>(built, 'POST', '/api/v1/compute/composite', vip.token, {});
    const note = res.data.notes.find((n) => n.startsWith('河南允许院校在5种公式中选用'));
    // culture 520, 统考 240: ① 520, ② 536, ③ 544, ④ 552, ⑤ 560.
    expect(note).toContain('①520分、②536分、③544分、④552分、⑤560分');
    expect(res.data.province.composite).toBe(560);
  });
});
