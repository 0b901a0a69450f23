import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailTargetAnswer, TargetAnswer } from '@yzy/shared/contracts';
import { login } from '../../../test/login-helpers';
import { nonEmpty } from '../../../test/non-empty';
import { engines, type TestApp } from '../../../test/test-app';
import { clearUniverseCache } from './plan-universe';
import { loadUniverse } from './plan-universe.repository';
import type { Universe } from './universe';
import { call, CATEGORY, createSeededApp, GKYEAR, HENAN, member, type Member } from './planning-fixtures';

/** 目标倒推 on the school and major pages: the scope's plans of one school or major, with filling/targets' own needs. */
describe(`filling/targets/school and /major (${engines})`, () => {
  let built: TestApp;
  let vip: Member;
  let free: Member;
  let universe: Universe;

  beforeAll(async () => {
    built = await createSeededApp();
    vip = await member(built, { vip: true });
    free = await member(built);
    const category = await built.deps.db
      .selectFrom('exam_categories')
      .select('id')
      .where('province_id', '=', HENAN)
      .where('name', '=', CATEGORY)
      .executeTakeFirstOrThrow();
    universe = await loadUniverse(built.deps.db, HENAN, category.id, GKYEAR);
  });
  afterAll(async () => {
    await built.close();
  });

  const detail = (token: string | undefined, kind: 'school' | 'major', query: string) =>
    call<DetailTargetAnswer>(built, 'GET', `/api/v1/filling/targets/${kind}?${query}`, token);
  const targets = (token: string, planIds: number[]) => call<TargetAnswer>(built, 'POST', '/api/v1/filling/targets', token, { planIds });

  /** The id shared by the most plans of the scope (a school, or a major), and its plan ids. */
  function busiest(key: (p: Universe['plans'][number]) => number | null): { id: number; planIds: number[] } {
    const by = new Map<number, number[]>();
    for (const p of universe.plans) {
      const id = key(p);
      if (id !== null) {
        by.set(id, [...(by.get(id) ?? []), p.id]);
      }
    }
    const [id, planIds] = [...by.entries()].sort((a, b) => b[1].length - a[1].length)[0];
    return { id, planIds };
  }

  it('lists every plan of the school in the scope, each with the needs filling/targets gives it', async () => {
    const school = busiest((p) => p.school.id);
    expect(school.planIds.length).toBeGreaterThan(1);
    const res = await detail(vip.token, 'school', `id=${school.id}&size=50`);
    expect(res.status).toBe(200);
    expect([res.data.total, res.data.otherSubjects]).toEqual([school.planIds.length, 0]);
    expect(res.data.content.map((p) => p.planId).sort((a, b) => a - b)).toEqual([...school.planIds].sort((a, b) => a - b));
    expect(res.data.content.filter((p) => p.schoolId !== school.id)).toEqual([]);
    expect([res.data.cultureScore, res.data.testsScore, res.data.vip]).toEqual([520, 240, true]);
    expect([res.data.provinceName, res.data.examCategoryName, res.data.year]).toEqual(['河南', CATEGORY, universe.year]);
    expect(res.data.fullScores).toEqual({ culture: 750, tests: 300 });
    const own = await targets(
      vip.token,
      res.data.content.map((p) => p.planId),
    );
    expect(res.data.content.map(({ planId, needs, reason }) => ({ planId, needs, reason }))).toEqual(own.data.plans);
    expect(res.data.content.some((p) => p.needs !== null)).toBe(true);
  });

  it('lists a major’s plans school by school, a page at a time, batch by batch in the same order on every call', async () => {
    const major = busiest((p) => p.majorId);
    expect(major.planIds.length).toBeGreaterThan(3);
    const all = (await detail(vip.token, 'major', `id=${major.id}&size=50`)).data;
    expect(all.total).toBe(major.planIds.length);
    expect(all.content.filter((p) => p.majorId !== major.id)).toEqual([]);
    const second = (await detail(vip.token, 'major', `id=${major.id}&page=2&size=2`)).data;
    expect([second.page, second.size, second.total]).toEqual([2, 2, major.planIds.length]);
    expect(second.content).toEqual(all.content.slice(2, 4));
    const sorts = new Map(universe.batches.map((b) => [b.name, b.sort]));
    const order = all.content.map((p) => sorts.get(p.batchName) ?? -1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('leaves out, and counts, the plans whose 选科 requirement the member’s subjects do not meet', async () => {
    const school = busiest((p) => p.school.id);
    const [physics] = school.planIds;
    const { db } = built.deps;
    await db.updateTable('enrollment_plans').set({ subject_requirement: '物理' }).where('id', '=', physics).execute();
    clearUniverseCache(db);
    try {
      // The member chose 历史、政治、地理.
      const res = (await detail(vip.token, 'school', `id=${school.id}&size=50`)).data;
      expect([res.total, res.otherSubjects]).toEqual([school.planIds.length - 1, 1]);
      expect(res.content.filter((p) => p.planId === physics)).toEqual([]);
    } finally {
      await db.updateTable('enrollment_plans').set({ subject_requirement: null }).where('id', '=', physics).execute();
      clearUniverseCache(db);
    }
  });

  it('keeps a free member’s withheld plans withheld (VIP可见), as filling/targets does', async () => {
    const school = busiest((p) => p.school.id);
    const res = (await detail(free.token, 'school', `id=${school.id}&size=50`)).data;
    expect(res.vip).toBe(false);
    const own = await targets(
      free.token,
      res.content.map((p) => p.planId),
    );
    expect(res.content.map(({ planId, needs, reason }) => ({ planId, needs, reason }))).toEqual(own.data.plans);
    const major = busiest((p) => p.majorId);
    const many = (await detail(free.token, 'major', `id=${major.id}&size=50`)).data;
    nonEmpty(many.content.filter((p) => p.reason === 'VIP可见'));
  });

  it('answers an empty list for a school or major without plans in the scope', async () => {
    const res = await detail(vip.token, 'school', 'id=99999999');
    expect(res.status).toBe(200);
    expect([res.data.total, res.data.content]).toEqual([0, []]);
  });

  it('needs a login and a score profile, and a valid id and page', async () => {
    expect((await detail(undefined, 'school', 'id=1')).status).toBe(20001);
    const token = await login(built.app);
    expect((await detail(token, 'major', 'id=1')).status).toBe(10006);
    expect(await detail(vip.token, 'school', 'id=x').then((r) => [r.status, r.msg])).toEqual([10001, '编号须为正整数']);
    expect(await detail(vip.token, 'school', 'id=1&size=51').then((r) => [r.status, r.msg])).toEqual([10001, '每页条数须在1到50之间']);
  });
});
