import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../../test/test-app';
import { schoolKeywordConditions, schoolKeywordMatch } from '../school';
import { ensureSearchIndex, gramsOf, refreshSearchIndex } from './search-index';

describe('keyword pieces', () => {
  it('are every 1–3 character piece, lower case, counted in characters', () => {
    expect(gramsOf(['央美A'])).toEqual(['央', '央美', '央美a', '美', '美a', 'a']);
    expect(gramsOf(['ab', 'AB'])).toEqual(['a', 'ab', 'b']);
  });
});

describe(`keyword index (${engines})`, () => {
  let t: TestApp;
  const names = ['中央美术学院', '四川美术学院', '北京服装学院', '天津美术学院附属示例', '中国传媒大学'];

  beforeAll(async () => {
    t = await createTestApp();
    const now = 0;
    await t.deps.db
      .insertInto('schools')
      .values(
        names.map((name, i) => ({
          name,
          pinyin: `school${i}pinyin`,
          pinyin_initials: `s${i}`,
          province_id: null,
          province_name: '',
          city: '',
          type: '艺术',
          nature: '公办',
          tags: '[]',
          intro: '',
          website: '',
          logo: '',
          source: '',
          year: 2025,
          created_at: now,
        })),
      )
      .execute();
    await ensureSearchIndex(t.deps.db);
  });
  afterAll(() => t.close());

  async function byIndex(keyword: string): Promise<string[]> {
    return (await t.deps.db.selectFrom('schools as s').select('s.name').where(schoolKeywordMatch(keyword)).orderBy('s.id').execute()).map(
      (r) => r.name,
    );
  }
  async function byScan(keyword: string): Promise<string[]> {
    return (
      await t.deps.db
        .selectFrom('schools as s')
        .select('s.name')
        .where((eb) => eb.or(schoolKeywordConditions(keyword)))
        .orderBy('s.id')
        .execute()
    ).map((r) => r.name);
  }

  it('finds what a LIKE scan finds, short and long keywords, short names and pinyin', async () => {
    for (const keyword of [
      '美',
      '美院',
      '央美',
      '美术学院',
      '四川美院',
      '传媒大学',
      'school3',
      'S2',
      '学院附属',
      '不存在的学校',
      '%',
      '_',
    ]) {
      expect(await byIndex(keyword), keyword).toEqual(await byScan(keyword));
    }
    expect(await byIndex('美术学院')).toEqual(['中央美术学院', '四川美术学院', '天津美术学院附属示例']);
  });

  it('follows a renamed school once its writer refreshes it, and rebuilds a source that changed behind it', async () => {
    const db = t.deps.db;
    const target = await db.selectFrom('schools').select('id').where('name', '=', '北京服装学院').executeTakeFirstOrThrow();
    await db.updateTable('schools').set({ name: '北京时装学院' }).where('id', '=', target.id).execute();
    await refreshSearchIndex(db, 'school', [target.id]);
    expect(await byIndex('服装')).toEqual([]);
    expect(await byIndex('时装')).toEqual(['北京时装学院']);

    await db
      .insertInto('schools')
      .values({
        name: '新建示例美院',
        pinyin: '',
        pinyin_initials: '',
        province_id: null,
        province_name: '',
        city: '',
        type: '艺术',
        nature: '公办',
        tags: '[]',
        intro: '',
        website: '',
        logo: '',
        source: '',
        year: 2025,
        created_at: 0,
      })
      .execute();
    expect(await byIndex('新建')).toEqual([]);
    expect(await ensureSearchIndex(db)).toEqual(['school']);
    expect(await byIndex('新建')).toEqual(['新建示例美院']);
    expect(await ensureSearchIndex(db)).toEqual([]);
  });
});
