import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MajorDetail, MajorListItem } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { login } from '../../../test/login-helpers';
import { createSeededApp, get, GKYEAR, loginWithProfile } from '../../demo/catalogue/test-fixtures';
import { nonEmpty } from '../../../test/non-empty';

type Page = { content: MajorListItem[]; total: number; page: number; size: number };

describe(`major list and detail (${engines})`, () => {
  let built: TestApp;
  const list = (query: string) => get<Page>(built.app, `/api/v1/major/list${query}`);

  beforeAll(async () => {
    built = await createSeededApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it('lists the whole 艺术学 catalogue in code order with T/K flags and school counts', async () => {
    const first = await list('?size=50');
    expect(first.data.total).toBe(67);
    expect(first.data.content[0]).toMatchObject({
      code: '130101',
      name: '艺术史论',
      classCode: '1301',
      className: '艺术学理论类',
      degree: '艺术学学士',
      years: 4,
      isSpecial: false,
      isControlled: false,
      examCategoryCode: null,
    });
    const second = await list('?size=50&page=2');
    expect(second.data.content).toHaveLength(17);
    const game = second.data.content.find((m) => m.code === '130515TK');
    expect(game).toMatchObject({ name: '游戏艺术设计', isSpecial: true, isControlled: true, examCategoryCode: 1 });
    expect(game?.schoolCount).toBeGreaterThan(0);
  });

  it('filters by class and keyword (name or code)', async () => {
    const classes = { '1301': 3, '1302': 16, '1303': 18, '1304': 15, '1305': 15 };
    for (const [code, count] of Object.entries(classes)) {
      const res = await list(`?classCode=${code}&size=50`);
      expect(res.data.total, code).toBe(count);
      expect(nonEmpty(res.data.content).every((m) => m.classCode === code)).toBe(true);
    }
    expect((await list('?keyword=舞蹈')).data.content.map((m) => m.name)).toContain('舞蹈编导');
    expect((await list('?keyword=130405t')).data.content.map((m) => m.name)).toEqual(['书法学']);
    expect((await list('?classCode=1304&keyword=设计')).data.total).toBe(0);
  });

  it('refuses bad paging and an unknown class with 10001', async () => {
    for (const query of ['?page=0', '?size=51', '?classCode=1306', '?size=-3']) {
      expect((await list(query)).status, query).toBe(10001);
    }
  });

  it('treats HTML and SQL metacharacters as text', async () => {
    for (const keyword of ['<script>', "' OR 1=1 --", '%_', '%']) {
      const res = await list(`?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status).toBe(200);
      expect(res.data.total, keyword).toBe(0);
    }
  });

  it('gates the detail behind login and a score profile; unknown ids are 10004', async () => {
    const id = (await list('?keyword=视觉传达')).data.content[0].id;
    expect((await get(built.app, `/api/v1/major/detail?id=${id}`)).status).toBe(20001);
    expect((await get(built.app, `/api/v1/major/detail?id=${id}`, await login(built.app))).status).toBe(10006);
    const { token } = await loginWithProfile(built, 11, '美术与设计类');
    expect((await get(built.app, '/api/v1/major/detail?id=424242', token)).status).toBe(10004);
    expect((await get(built.app, '/api/v1/major/detail?id=0', token)).status).toBe(10001);
  });

  it('shows the exam category and the schools offering it, those admitting in the member’s province first', async () => {
    const { token } = await loginWithProfile(built, 41, '美术与设计类');
    const id = (await list('?keyword=视觉传达')).data.content[0].id;
    const res = await get<MajorDetail>(built.app, `/api/v1/major/detail?id=${id}`, token);
    expect(res.status).toBe(200);
    const detail = res.data;
    expect(detail).toMatchObject({ code: '130502', examCategoryCode: 1, examCategoryName: '美术与设计类', scope: { provinceId: 41 } });
    expect(detail.intro.length).toBeGreaterThan(5);
    expect(detail.schools.length).toBe(detail.schoolCount);
    const admitting = detail.schools.filter((s) => s.admissions.length > 0);
    expect(admitting.length).toBeGreaterThan(3);
    expect(detail.schools.slice(0, admitting.length)).toEqual(admitting);
    for (const school of admitting) {
      expect(nonEmpty(school.admissions).every((a) => a.majorName === '视觉传达设计' && a.source === '示例数据' && a.year < GKYEAR)).toBe(
        true,
      );
    }
    const local = detail.schools.find((s) => s.schoolName === '河南大学');
    expect(local?.plan).toMatchObject({ year: GKYEAR, majorName: '视觉传达设计' });
  });
});
