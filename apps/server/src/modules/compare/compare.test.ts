import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MajorComparison, SchoolComparison, SchoolDetail } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { call, createSeededApp, member, type Member } from '../filling/planning-fixtures';

describe(`院校对比 and 专业对比 (${engines})`, () => {
  let built: TestApp;
  let m: Member;
  let schoolIds: number[];
  let majorIds: number[];

  beforeAll(async () => {
    built = await createSeededApp();
    m = await member(built);
    schoolIds = (
      await built.deps.db.selectFrom('school_majors').select('school_id').distinct().orderBy('school_id').limit(5).execute()
    ).map((r) => r.school_id);
    majorIds = (await built.deps.db.selectFrom('school_majors').select('major_id').distinct().orderBy('major_id').limit(5).execute()).map(
      (r) => r.major_id,
    );
  });
  afterAll(async () => {
    await built.close();
  });

  it('puts schools side by side exactly as their detail pages, with the majors all of them offer', async () => {
    const ids = schoolIds.slice(0, 3);
    const res = await call<SchoolComparison>(built, 'GET', `/api/v1/compare/schools?ids=${ids.join(',')}`, m.token);
    expect(res.status).toBe(200);
    expect(res.data.schools.map((s) => s.id)).toEqual(ids);
    const details = await Promise.all(ids.map((id) => call<SchoolDetail>(built, 'GET', `/api/v1/school/detail?id=${id}`, m.token)));
    expect(res.data.schools).toEqual(details.map((d) => d.data));
    const offered = details.map((d) => new Set(d.data.majors.map((x) => x.id)));
    const expected = details[0].data.majors.filter((x) => offered.every((set) => set.has(x.id))).map((x) => x.id);
    expect(res.data.commonMajors.map((x) => x.id)).toEqual(expected);
    expect(res.data.scope.provinceName).toBe('河南');
  });

  it('puts majors side by side with the schools offering all of them', async () => {
    const ids = majorIds.slice(0, 2);
    const res = await call<MajorComparison>(built, 'GET', `/api/v1/compare/majors?ids=${ids.join(',')}`, m.token);
    expect(res.status).toBe(200);
    expect(res.data.majors.map((x) => x.id)).toEqual(ids);
    const offering = await Promise.all(
      ids.map(
        async (id) =>
          new Set(
            (await built.deps.db.selectFrom('school_majors').select('school_id').where('major_id', '=', id).execute()).map(
              (r) => r.school_id,
            ),
          ),
      ),
    );
    expect(res.data.commonSchools.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [...offering[0]].filter((id) => offering[1].has(id)).sort((a, b) => a - b),
    );
  });

  it.each([
    ['schools', () => schoolIds.join(','), '最多同时对比4个院校'],
    ['majors', () => majorIds.join(','), '最多同时对比4个专业'],
    ['schools', () => '', '请选择要对比的院校'],
    ['schools', () => '1,abc', '院校编号须为正整数'],
    ['majors', () => '0', '专业编号须为正整数'],
  ])('refuses %s ids=%s with a clear sentence', async (kind, ids, msg) => {
    const res = await call(built, 'GET', `/api/v1/compare/${kind}?ids=${ids()}`, m.token);
    expect([res.status, res.msg]).toEqual([10001, msg]);
  });

  it('counts a repeated id once (four distinct at most)', async () => {
    const [a, b] = schoolIds;
    const res = await call<SchoolComparison>(built, 'GET', `/api/v1/compare/schools?ids=${[a, b, a, b, a].join(',')}`, m.token);
    expect(res.data.schools.map((s) => s.id)).toEqual([a, b]);
  });

  it('names the ids that do not exist', async () => {
    const res = await call(built, 'GET', `/api/v1/compare/schools?ids=${schoolIds[0]},999999,888888`, m.token);
    expect([res.status, res.msg]).toEqual([10004, '院校不存在（编号999999、888888），请从列表中重新选择']);
    const majors = await call(built, 'GET', '/api/v1/compare/majors?ids=777777', m.token);
    expect([majors.status, majors.msg]).toEqual([10004, '专业不存在（编号777777），请从列表中重新选择']);
  });

  it('needs login and a score profile, like the detail pages', async () => {
    expect((await call(built, 'GET', `/api/v1/compare/schools?ids=${schoolIds[0]}`)).status).toBe(20001);
  });
});
