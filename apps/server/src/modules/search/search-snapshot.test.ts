import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlobalSearchResult, SchoolListItem } from '@yzy/shared/contracts';
import { schoolNameVariants } from '@yzy/shared/rules';
import { engines, type TestApp } from '../../../test/test-app';
import { createSeededApp, get } from '../../demo/catalogue/test-fixtures';
import { containsPattern } from '../../db/like';
import { parseStringList } from '../../lib/json-text';
import { gramsOf } from './gram-index';

describe('keyword pieces', () => {
  it('are every 1–3 character piece, lower case, counted in characters', () => {
    expect(gramsOf(['央美A'])).toEqual(['央', '央美', '央美a', '美', '美a', 'a']);
    expect(gramsOf(['ab', 'AB'])).toEqual(['a', 'ab', 'b']);
  });
});

/** `lower(column) LIKE %keyword%`: the stored rows' answer, read without the snapshot. */
const holds = (column: string, keyword: string): RawBuilder<boolean> =>
  sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(keyword.toLowerCase())} escape '\\'`;

const KEYWORDS = [
  '美院',
  '央美',
  '美术学院',
  '四川美院',
  '艺术',
  '学',
  'zymsxy',
  'ZYXJXY',
  'zhongyangyinyue',
  'bj',
  'a',
  '%',
  '_',
  '不存在的学校',
];
const FILTERS: Record<string, string | number>[] = [
  {},
  { nature: '公办' },
  { provinceId: 11 },
  { type: '艺术', tag: '双一流' },
  { examCategoryCode: 1 },
  { nature: '民办', examCategoryCode: 2 },
];

describe(`the search snapshot agrees with the stored rows (${engines})`, () => {
  let t: TestApp;
  type Page = { content: SchoolListItem[]; total: number; page: number; size: number };

  beforeAll(async () => {
    t = await createSeededApp();
    // Rows whose id order is not their answer order: a major coded before the catalogue, two articles of one date.
    await t.deps.db
      .insertInto('majors')
      .values({
        code: '130000',
        name: '测试设计学',
        class_code: '1301',
        class_name: '艺术学理论类',
        degree: '艺术学学士',
        years: 4,
        is_special: 0,
        is_controlled: 0,
        intro: '',
        exam_category_code: null,
        source: '测试',
        source_url: null,
        created_at: 0,
      })
      .execute();
    const article = {
      summary: '',
      content: '',
      category: '政策解读',
      province_id: null,
      province_name: null,
      cover: '',
      source: '测试',
      created_at: 0,
      published: 1,
    };
    await t.deps.db
      .insertInto('articles')
      .values([
        { ...article, title: '同日政策甲', published_at: 2_000_000_000 },
        { ...article, title: '同日政策乙', published_at: 2_000_000_000 },
        // Unpublished: the site hides it, so the search must too.
        { ...article, title: '同日政策丙', published_at: 2_000_000_000, published: 0 },
      ])
      .execute();
  });
  afterAll(() => t.close());

  /** 找大学 as a LIKE scan over schools with EXISTS filters, ordered by id. */
  async function storedSchools(filters: Record<string, string | number>, page: number, size: number) {
    let query = t.deps.db.selectFrom('schools as s');
    const keyword = filters.keyword === undefined ? '' : String(filters.keyword);
    if (keyword) {
      const conditions = [
        ...schoolNameVariants(keyword).map((v) => holds('s.name', v)),
        holds('s.pinyin', keyword),
        holds('s.pinyin_initials', keyword),
      ];
      query = query.where((eb) => eb.or(conditions));
    }
    if (filters.provinceId !== undefined) {
      query = query.where('s.province_id', '=', Number(filters.provinceId));
    }
    for (const column of ['type', 'nature'] as const) {
      if (filters[column] !== undefined) {
        query = query.where(`s.${column}`, '=', String(filters[column]));
      }
    }
    if (filters.tag !== undefined) {
      const tag = String(filters.tag);
      query = query.where((eb) =>
        eb.exists(eb.selectFrom('school_tags as g').select('g.school_id').whereRef('g.school_id', '=', 's.id').where('g.tag', '=', tag)),
      );
    }
    if (filters.examCategoryCode !== undefined) {
      const code = Number(filters.examCategoryCode);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('school_majors as sm')
            .innerJoin('majors as m', 'm.id', 'sm.major_id')
            .select('sm.school_id')
            .whereRef('sm.school_id', '=', 's.id')
            .where('m.exam_category_code', '=', code),
        ),
      );
    }
    const rows = await query
      .select(['s.id', 's.name', 's.province_id', 's.province_name', 's.city', 's.type', 's.nature', 's.tags', 's.logo'])
      .orderBy('s.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const content = rows.map((r) => ({
      id: r.id,
      name: r.name,
      provinceId: r.province_id,
      provinceName: r.province_name,
      city: r.city,
      type: r.type,
      nature: r.nature,
      tags: parseStringList(r.tags),
      logo: r.logo,
    }));
    return { content, total: Number(count.n), page, size };
  }

  it('找大学: the same rows, order, paging and totals for keywords (names, short names, pinyin, initials) and filters', async () => {
    let compared = 0;
    for (const keyword of ['', ...KEYWORDS]) {
      for (const filter of FILTERS) {
        for (const [page, size] of [
          [1, 20],
          [2, 5],
        ]) {
          const filters = keyword ? { ...filter, keyword } : filter;
          const query = new URLSearchParams({
            ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
            page: String(page),
            size: String(size),
          });
          const answer = await get<Page>(t.app, `/api/v1/school/list?${query.toString()}`);
          const label = query.toString();
          expect(answer.status, label).toBe(200);
          expect(answer.data, label).toEqual(await storedSchools(filters, page, size));
          compared += answer.data.content.length;
        }
      }
    }
    // Not a comparison of empty pages.
    expect(compared).toBeGreaterThan(300);
  });

  it('search/global: schools by id, majors by code, articles newest first, as LIKE scans find them', async () => {
    const db = t.deps.db;
    for (const keyword of [...KEYWORDS, '设计', '1304', '130402', '政策', '舞蹈']) {
      for (const limit of [10, 3]) {
        const variants = schoolNameVariants(keyword);
        const [school, major, article] = await Promise.all([
          db
            .selectFrom('schools as s')
            .select(['s.id', 's.name'])
            .where((eb) =>
              eb.or([...variants.map((v) => holds('s.name', v)), holds('s.pinyin', keyword), holds('s.pinyin_initials', keyword)]),
            )
            .orderBy('s.id')
            .limit(limit)
            .execute(),
          db
            .selectFrom('majors as m')
            .select(['m.id', 'm.name'])
            .where((eb) => eb.or([holds('m.name', keyword), holds('m.code', keyword)]))
            .orderBy('m.code')
            .limit(limit)
            .execute(),
          db
            .selectFrom('articles as a')
            .select(['a.id', 'a.title'])
            .where(holds('a.title', keyword))
            .where('a.published', '=', 1)
            .orderBy('a.published_at', 'desc')
            .orderBy('a.id', 'desc')
            .limit(limit)
            .execute(),
        ]);
        const answer = await get<GlobalSearchResult>(t.app, `/api/v1/search/global?keyword=${encodeURIComponent(keyword)}&limit=${limit}`);
        expect(answer.data, `${keyword} ${limit}`).toEqual({ school, major, article });
      }
    }
  });

  it('the major list filters by the same keyword match, with its own totals', async () => {
    for (const keyword of ['设计', '1304', '130402T', 'T', '学', '不存在']) {
      const answer = await get<{ content: { code: string; name: string }[]; total: number }>(
        t.app,
        `/api/v1/major/list?keyword=${encodeURIComponent(keyword)}&size=50`,
      );
      const stored = await t.deps.db
        .selectFrom('majors as m')
        .select(['m.code', 'm.name'])
        .where((eb) => eb.or([holds('m.name', keyword), holds('m.code', keyword)]))
        .orderBy('m.code')
        .execute();
      expect(answer.data.total, keyword).toBe(stored.length);
      expect(
        answer.data.content.map((m) => ({ code: m.code, name: m.name })),
        keyword,
      ).toEqual(stored.slice(0, 50));
    }
  });
});
