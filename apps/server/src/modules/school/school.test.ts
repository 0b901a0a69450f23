import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolDetail, SchoolListItem } from '@yzy/shared/contracts';
import type { TestApp } from '../../../test/test-app';
import { engines } from '../../../test/test-app';
import { login } from '../../../test/login-helpers';
import { createSeededApp, get, GKYEAR, loginWithProfile } from '../../demo/catalogue/test-fixtures';
import { nonEmpty } from '../../../test/non-empty';

type Page = { content: SchoolListItem[]; total: number; page: number; size: number };

describe(`school list and detail (${engines})`, () => {
  let built: TestApp;
  const list = (query: string) => get<Page>(built.app, `/api/v1/school/list${query}`);

  beforeAll(async () => {
    built = await createSeededApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it('pages through every school with the default size of 20', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(68);
    expect(first.data.content).toHaveLength(20);
    expect(first.data).toMatchObject({ page: 1, size: 20 });
    const last = await list('?page=4&size=20');
    expect(last.data.content).toHaveLength(8);
    expect(new Set([...first.data.content, ...last.data.content].map((s) => s.id)).size).toBe(28);
  });

  it('answers a row with province, city, type, nature, tags and logo', async () => {
    const res = await list('?keyword=中央美术学院');
    expect(res.data.content).toHaveLength(1);
    const row = res.data.content[0];
    expect(row).toMatchObject({
      name: '中央美术学院',
      provinceId: 11,
      provinceName: '北京',
      city: '北京',
      type: '艺术',
      nature: '公办',
      logo: '',
    });
    expect(row.tags).toEqual(['双一流', '独立设置艺术院校']);
  });

  it('matches keywords on the name, the full pinyin and the pinyin initials', async () => {
    expect((await list('?keyword=美术学院')).data.total).toBeGreaterThanOrEqual(10);
    expect((await list('?keyword=zhongyangyinyue')).data.content.map((s) => s.name)).toEqual(['中央音乐学院']);
    expect((await list('?keyword=ZYXJXY')).data.content.map((s) => s.name)).toEqual(['中央戏剧学院']);
    expect((await list('?keyword=%20%20bjwdxy%20')).data.content.map((s) => s.name)).toEqual(['北京舞蹈学院']);
  });

  it('filters by province, type, nature, tag and exam category', async () => {
    const beijing = await list('?provinceId=11&size=50');
    expect(beijing.data.total).toBeGreaterThan(10);
    expect(nonEmpty(beijing.data.content).every((s) => s.provinceId === 11)).toBe(true);
    const normal = await list('?type=师范&size=50');
    expect(normal.data.content.length).toBeGreaterThan(5);
    expect(nonEmpty(normal.data.content).every((s) => s.type === '师范')).toBe(true);
    const privately = await list('?nature=民办&size=50');
    expect(privately.data.content.map((s) => s.name)).toContain('吉林动画学院');
    expect(nonEmpty(privately.data.content).every((s) => s.nature === '民办')).toBe(true);
    const top = await list('?tag=985&size=50');
    expect(top.data.content.map((s) => s.name).sort()).toEqual(
      ['北京师范大学', '华东师范大学', '同济大学', '四川大学', '清华大学', '湖南大学'].sort(),
    );
    const calligraphy = await list('?examCategoryCode=6&size=50');
    expect(calligraphy.data.content.map((s) => s.name)).toContain('首都师范大学');
    expect(calligraphy.data.content.map((s) => s.name)).not.toContain('中央音乐学院');
    const combined = await list('?provinceId=11&tag=独立设置艺术院校&examCategoryCode=2');
    expect(combined.data.content.map((s) => s.name).sort()).toEqual(
      ['中国戏曲学院', '中国音乐学院', '中央戏剧学院', '中央音乐学院', '北京电影学院', '北京舞蹈学院'].sort(),
    );
  });

  it('refuses page 0, size 51 and unknown filter values with 10001 in Chinese', async () => {
    for (const query of [
      '?page=0',
      '?size=51',
      '?size=0',
      '?page=x',
      '?type=大学',
      '?nature=私立',
      '?tag=top',
      '?examCategoryCode=7',
      '?provinceId=-1',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(10001);
      expect(res.httpStatus).toBe(400);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await list('?page=0')).msg).toBe('页码须为不小于1的整数');
    expect((await list('?size=51')).msg).toBe('每页条数须在1到50之间');
    expect((await list(`?keyword=${'美'.repeat(31)}`)).status).toBe(10001);
  });

  it('treats HTML and SQL metacharacters in the keyword as text', async () => {
    for (const keyword of ['<script>alert(1)</script>', "' OR 1=1 --", '%', '_', '%_', '\\']) {
      const res = await list(`?keyword=${encodeURIComponent(keyword)}`);
      expect(res.status, keyword).toBe(200);
      expect(res.data.total, keyword).toBe(0);
    }
  });

  it('requires a login and a score profile for the detail, then answers 10004 for an unknown id', async () => {
    const school = (await list('?keyword=中国美术学院')).data.content[0];
    expect((await get(built.app, `/api/v1/school/detail?id=${school.id}`)).status).toBe(20001);
    const bare = await login(built.app);
    const gated = await get(built.app, `/api/v1/school/detail?id=${school.id}`, bare);
    expect(gated).toMatchObject({ status: 10006, httpStatus: 403, msg: '请先完善高考成绩' });
    const { token } = await loginWithProfile(built, 41, '美术与设计类');
    expect((await get(built.app, '/api/v1/school/detail?id=999999', token)).status).toBe(10004);
    expect((await get(built.app, '/api/v1/school/detail?id=abc', token)).status).toBe(10001);
    expect((await get(built.app, '/api/v1/school/detail', token)).status).toBe(10001);
  });

  it('shows intro, majors, three years of lines and this year’s plans in the member’s province and category', async () => {
    const { token, examCategoryId } = await loginWithProfile(built, 41, '美术与设计类');
    const school = (await list('?keyword=河南大学')).data.content[0];
    const res = await get<SchoolDetail>(built.app, `/api/v1/school/detail?id=${school.id}`, token);
    expect(res.status).toBe(200);
    const detail = res.data;
    expect(detail).toMatchObject({
      name: '河南大学',
      website: 'https://www.henu.edu.cn',
      source: '示例数据',
      scope: { provinceId: 41, provinceName: '河南', examCategoryId },
    });
    expect(detail.intro.length).toBeGreaterThan(10);
    expect(detail.majors.map((m) => m.code)).toContain('130405T');
    // 河南大学 recruits at home: every year 2024–2026 has lines, each with its year and source.
    expect([...new Set(detail.admissions.map((a) => a.year))]).toEqual([GKYEAR - 1, GKYEAR - 2, GKYEAR - 3]);
    for (const line of detail.admissions) {
      expect(line.source).toBe('示例数据');
      expect(line.minScore).toBeGreaterThan(0);
      expect(line.avgScore ?? 0).toBeGreaterThanOrEqual(line.minScore);
      expect(line.minRank ?? 0).toBeGreaterThan(0);
    }
    expect(detail.plans.length).toBeGreaterThan(0);
    for (const plan of detail.plans) {
      expect(plan).toMatchObject({ year: GKYEAR, source: '示例数据', years: 4 });
      expect(plan.tuition).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
