import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sanitizeRichText } from '../../modules/article';
import { ARTICLE_EPOCH, type ArticleFact } from './article-fact';
import { POLICY_ARTICLES } from './articles-policy';
import { PREP_ARTICLES } from './articles-prep';
import { SCHOOL_ARTICLES } from './articles-schools';
import { TIPS_ARTICLES } from './articles-tips';
import { insertInBatches } from './bulk-insert';
import { BANNERS, GUIDE_SECTIONS } from './guide';
import { MAJOR_CLASS_NAMES, MAJORS } from './majors';
import { PROFILES } from './profiles';
import type { SchoolFact } from './school-facts';

export const DEMO_SOURCE = '示例数据';
/** Year the school facts describe. */
const FACTS_YEAR = 2026;

export const ALL_ARTICLES: ArticleFact[] = [...POLICY_ARTICLES, ...PREP_ARTICLES, ...SCHOOL_ARTICLES, ...TIPS_ARTICLES];

/** Province id by short name ('北京'); also matches a stored full name ('北京市'). */
export type ProvinceLookup = (name: string) => number | null;

/** Full pinyin and initials of a school from its syllables; digits of synthetic names are kept. */
export function pinyinOf(py: string): { pinyin: string; initials: string } {
  const parts = py.split(' ').filter(Boolean);
  return { pinyin: parts.join(''), initials: parts.map((p) => (/^\d+$/.test(p) ? p : p[0])).join('') };
}

/** The catalogue codes a school offers: its profile plus extras, each once. */
export function majorCodesOf(school: SchoolFact): string[] {
  return [...new Set([...PROFILES[school.profile], ...(school.extra ?? [])])];
}

/** Schools with tags and offered majors; returns ids by name. */
export async function seedSchools(
  db: Kysely<Database>,
  schools: readonly SchoolFact[],
  provinceOf: ProvinceLookup,
  now: number,
): Promise<Map<string, number>> {
  await insertInBatches(
    db,
    'schools',
    schools.map((s) => {
      const { pinyin, initials } = pinyinOf(s.py);
      return {
        name: s.name,
        pinyin,
        pinyin_initials: initials,
        province_id: provinceOf(s.province),
        province_name: s.province,
        city: s.city,
        type: s.type,
        nature: s.nature,
        tags: JSON.stringify(s.tags),
        intro: s.intro,
        website: s.website,
        logo: '',
        source: DEMO_SOURCE,
        year: FACTS_YEAR,
        created_at: now,
      };
    }),
  );
  const ids = new Map((await db.selectFrom('schools').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
  const majorIds = new Map((await db.selectFrom('majors').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  const idOf = (name: string) => ids.get(name) ?? 0;
  await insertInBatches(
    db,
    'school_tags',
    schools.flatMap((s) => s.tags.map((tag) => ({ school_id: idOf(s.name), tag }))),
  );
  await insertInBatches(
    db,
    'school_majors',
    schools.flatMap((s) => majorCodesOf(s).map((code) => ({ school_id: idOf(s.name), major_id: majorIds.get(code) ?? 0 }))),
  );
  return ids;
}

/** The 艺术学 catalogue. */
export async function seedMajors(db: Kysely<Database>, now: number): Promise<number> {
  return insertInBatches(
    db,
    'majors',
    MAJORS.map((m) => {
      const classCode = m.code.slice(0, 4);
      const flags = m.code.slice(6);
      return {
        code: m.code,
        name: m.name,
        class_code: classCode,
        class_name: MAJOR_CLASS_NAMES[classCode],
        degree: '艺术学学士',
        years: 4,
        is_special: flags.includes('T') ? 1 : 0,
        is_controlled: flags.includes('K') ? 1 : 0,
        intro: m.intro,
        exam_category_code: m.exam,
        source: DEMO_SOURCE,
        created_at: now,
      };
    }),
  );
}

/** News, banners and 使用指南, HTML sanitised on the way in; `source` is what the articles say they come from. */
export async function seedContent(
  db: Kysely<Database>,
  provinceOf: ProvinceLookup,
  now: number,
  source: string = DEMO_SOURCE,
): Promise<number> {
  const articles = await insertInBatches(
    db,
    'articles',
    ALL_ARTICLES.map((a) => ({
      title: a.title,
      summary: a.summary,
      content: sanitizeRichText(a.content),
      category: a.category,
      province_id: a.province ? provinceOf(a.province) : null,
      province_name: a.province,
      cover: '',
      published_at: ARTICLE_EPOCH - a.daysAgo * 86_400 + 9 * 3_600,
      source,
      created_at: now,
    })),
  );
  await insertInBatches(
    db,
    'banners',
    BANNERS.map((b, i) => ({ ...b, image: '', sort: i + 1, enabled: 1 })),
  );
  await insertInBatches(
    db,
    'guide_sections',
    GUIDE_SECTIONS.map((g, i) => ({ key: g.key, title: g.title, content: sanitizeRichText(g.content), sort: i + 1 })),
  );
  return articles;
}
