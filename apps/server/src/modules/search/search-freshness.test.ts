import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSearchResult, SchoolListItem } from '@yzy/shared/contracts';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { createSeededApp, get } from '../../demo/catalogue/test-fixtures';
import { csv, loginOperator, post, upload } from '../admin/admin-test-helpers';
import { RECHECK_MS, recheckSearchSnapshot, searchedDataChanged, searchSnapshot } from './search-freshness';

type Page = { content: SchoolListItem[]; total: number };

describe(`the search snapshot follows the app's own writes at once (${engines})`, () => {
  let t: TestApp;
  let token: string;
  const search = async (keyword: string) =>
    (await get<GlobalSearchResult>(t.app, `/api/v1/search/global?keyword=${encodeURIComponent(keyword)}`)).data;
  const list = async (query: string) => (await get<Page>(t.app, `/api/v1/school/list?${query}`)).data;

  beforeAll(async () => {
    t = await createSeededApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(() => t.close());

  async function importSchools(...rows: string[][]): Promise<void> {
    const header = ['院校名称', '所在省份', '城市', '类型', '办学性质', '标签', '拼音', '开设专业代码', '数据年份', '来源'];
    const report = await upload(t, token, 'schools', 'schools.csv', csv(header, ...rows));
    expect(report.data.rejected).toEqual([]);
    expect((await post(t, '/api/admin/v1/import/commit', { importId: report.data.importId }, token)).status).toBe(200);
  }

  it('an import of schools: new schools, a changed nature, tags and offered majors', async () => {
    // Loaded before the import, so a snapshot that is not refreshed would answer the old rows.
    expect((await search('快照')).school).toEqual([]);
    expect((await list(`keyword=${encodeURIComponent('中央美术学院')}&nature=${encodeURIComponent('民办')}`)).total).toBe(0);
    await importSchools(
      ['快照测试美术学院', '河南', '郑州', '艺术', '民办', '双一流', 'kuai zhao ce shi mei shu xue yuan', '130401', '2026', '测试'],
      // 公办 → 民办: the same length, so only the writer's token tells other instances.
      ['中央美术学院', '北京', '北京', '艺术', '民办', '独立设置艺术院校', '', '', '2026', '测试'],
    );
    expect((await search('快照')).school.map((s) => s.name)).toEqual(['快照测试美术学院']);
    expect((await search('快照测试美院')).school.map((s) => s.name)).toEqual(['快照测试美术学院']);
    expect((await list('keyword=kzcsmsxy&examCategoryCode=1&tag=%E5%8F%8C%E4%B8%80%E6%B5%81')).content.map((s) => s.name)).toEqual([
      '快照测试美术学院',
    ]);
    const cafa = await list(`keyword=${encodeURIComponent('中央美术学院')}&nature=${encodeURIComponent('民办')}`);
    expect(cafa.content).toEqual([expect.objectContaining({ name: '中央美术学院', nature: '民办', tags: ['独立设置艺术院校'] })]);
    expect((await list(`keyword=${encodeURIComponent('中央美术学院')}&tag=${encodeURIComponent('双一流')}`)).total).toBe(0);
  });

  it('an article created, retitled, unpublished, republished and deleted in the admin', async () => {
    expect((await search('快照资讯')).article).toEqual([]);
    const fields = { summary: '要点', content: '<p>正文</p>', category: '政策解读', provinceId: null, source: '测试' };
    const created = await post<{ id: number }>(t, '/api/admin/v1/article/create', { ...fields, title: '快照资讯甲' }, token);
    const id = created.data.id;
    expect((await search('快照资讯')).article).toEqual([{ id, title: '快照资讯甲' }]);
    await post(t, '/api/admin/v1/article/update', { ...fields, id, title: '快照资讯乙' }, token);
    expect((await search('快照资讯')).article).toEqual([{ id, title: '快照资讯乙' }]);
    expect((await search('资讯甲')).article).toEqual([]);
    // Unpublished, it is hidden from the search as from the news list; published again, found again.
    await post(t, '/api/admin/v1/article/update', { ...fields, id, title: '快照资讯乙', published: false }, token);
    expect((await search('快照资讯')).article).toEqual([]);
    await post(t, '/api/admin/v1/article/update', { ...fields, id, title: '快照资讯乙', published: true }, token);
    expect((await search('快照资讯')).article).toEqual([{ id, title: '快照资讯乙' }]);
    await post(t, '/api/admin/v1/article/delete', { id }, token);
    expect((await search('快照资讯')).article).toEqual([]);
  });
});

describe(`another instance's writes reach the snapshot within RECHECK_MS (${engines})`, () => {
  let t: TestApp;
  const school = (name: string, nature: string) => ({
    name,
    pinyin: '',
    pinyin_initials: '',
    province_id: null,
    province_name: '',
    city: '',
    type: '艺术',
    nature,
    tags: '[]',
    intro: '',
    website: '',
    logo: '',
    source: '',
    year: 2025,
    created_at: 0,
  });
  const natures = async (nowMs: number) => (await searchSnapshot(t.deps.db, nowMs)).schools.items.map((s) => `${s.name} ${s.nature}`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db
      .insertInto('schools')
      .values([school('甲艺术学院', '公办'), school('乙艺术学院', '公办')])
      .execute();
  });
  afterAll(() => t.close());

  it('a token change after the window, added rows by their count, and at once when this process is told', async () => {
    const db = t.deps.db;
    const start = Date.now();
    expect(await natures(start)).toEqual(['甲艺术学院 公办', '乙艺术学院 公办']);
    // As another instance's import: the row and the token in one transaction, this process not told.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('schools').set({ nature: '民办' }).where('name', '=', '甲艺术学院').execute();
      await searchedDataChanged(trx);
    });
    expect(await natures(start + RECHECK_MS - 1)).toEqual(['甲艺术学院 公办', '乙艺术学院 公办']);
    expect(await natures(start + RECHECK_MS)).toEqual(['甲艺术学院 民办', '乙艺术学院 公办']);

    // A row added behind the app's back (a seed, a command-line loader): the count moves.
    await db.insertInto('schools').values(school('丙艺术学院', '公办')).execute();
    expect(await natures(start + RECHECK_MS + 1)).toHaveLength(2);
    expect(await natures(start + 2 * RECHECK_MS)).toHaveLength(3);

    // This process's own writer: told after its commit, the next search checks whatever the time.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('schools').set({ nature: '民办' }).where('name', '=', '乙艺术学院').execute();
      await searchedDataChanged(trx);
    });
    recheckSearchSnapshot(db);
    expect(await natures(start + 2 * RECHECK_MS + 1)).toEqual(['甲艺术学院 民办', '乙艺术学院 民办', '丙艺术学院 公办']);
  });
});
