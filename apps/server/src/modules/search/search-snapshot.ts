import type { Kysely } from 'kysely';
import type { SchoolListItem } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { parseStringList } from '../../lib/json-text';
import { shareRow } from '../../lib/shared-rows';
import { GramIndex } from './gram-index';
import {
  listOfferedExamCategories,
  listPublishedArticleTitles,
  listSchoolTags,
  listSearchedMajors,
  listSearchedSchools,
} from './search.repository';

/**
 * What keyword search and 找大学 read, held in memory per process (search-freshness.ts keeps it
 * current): the rows in the order they are answered in, their searched texts in lower case and a
 * GramIndex over those texts. Loaded with Kysely, so the same on SQLite and PostgreSQL; the
 * orders come from the database's ORDER BY, so ties and collation are the engine's own.
 */
export interface SchoolsHeld {
  /** By id, as 找大学 lists them. */
  items: SchoolListItem[];
  /** `{ id, name }` of each, shared by every search answer. */
  briefs: { id: number; name: string }[];
  names: string[];
  pinyin: string[];
  initials: string[];
  index: GramIndex;
  /** Positions of the schools with a tag (school_tags). */
  withTag: Map<string, Set<number>>;
  /** Positions of the schools offering a major of a 统考 category (school_majors → majors). */
  withExamCategory: Map<number, Set<number>>;
}

export interface MajorsHeld {
  /** By code, as the catalogue lists them. */
  briefs: { id: number; name: string }[];
  names: string[];
  codes: string[];
  index: GramIndex;
}

export interface ArticlesHeld {
  /** Newest first (published_at, then id, descending). */
  briefs: { id: number; title: string }[];
  titles: string[];
  index: GramIndex;
}

export interface SearchSnapshot {
  schools: SchoolsHeld;
  majors: MajorsHeld;
  articles: ArticlesHeld;
}

const lower = (text: string | null) => (text ?? '').toLowerCase();

function grouped<K>(pairs: readonly { key: K; position: number | undefined }[]): Map<K, Set<number>> {
  const groups = new Map<K, Set<number>>();
  for (const { key, position } of pairs) {
    if (position === undefined) {
      continue;
    }
    const group = groups.get(key) ?? new Set<number>();
    group.add(position);
    groups.set(key, group);
  }
  return groups;
}

async function loadSchools(db: Kysely<Database>): Promise<SchoolsHeld> {
  const [rows, tags, offered] = await Promise.all([listSearchedSchools(db), listSchoolTags(db), listOfferedExamCategories(db)]);
  const positionOf = new Map(rows.map((r, position) => [r.id, position]));
  const names = rows.map((r) => lower(r.name));
  const pinyin = rows.map((r) => lower(r.pinyin));
  const initials = rows.map((r) => lower(r.pinyin_initials));
  return {
    // The rows 找大学 answers with, unchanged until the snapshot is replaced: written once (lib/shared-rows.ts).
    items: rows.map((r) =>
      shareRow({
        id: r.id,
        name: r.name,
        provinceId: r.province_id,
        provinceName: r.province_name,
        city: r.city,
        type: r.type,
        nature: r.nature,
        tags: parseStringList(r.tags),
        logo: r.logo,
      }),
    ),
    briefs: rows.map((r) => ({ id: r.id, name: r.name })),
    names,
    pinyin,
    initials,
    index: new GramIndex(rows.map((_, i) => [names[i], pinyin[i], initials[i]])),
    withTag: grouped(tags.map((t) => ({ key: t.tag, position: positionOf.get(t.school_id) }))),
    withExamCategory: grouped(offered.map((o) => ({ key: Number(o.exam_category_code), position: positionOf.get(o.school_id) }))),
  };
}

async function loadMajors(db: Kysely<Database>): Promise<MajorsHeld> {
  const rows = await listSearchedMajors(db);
  const names = rows.map((r) => lower(r.name));
  const codes = rows.map((r) => lower(r.code));
  return {
    briefs: rows.map((r) => ({ id: r.id, name: r.name })),
    names,
    codes,
    index: new GramIndex(rows.map((_, i) => [names[i], codes[i]])),
  };
}

async function loadArticles(db: Kysely<Database>): Promise<ArticlesHeld> {
  // Only what the site shows: an article an operator unpublished is not found either.
  const rows = await listPublishedArticleTitles(db);
  const titles = rows.map((r) => lower(r.title));
  return { briefs: rows.map((r) => ({ id: r.id, title: r.title })), titles, index: new GramIndex(titles.map((t) => [t])) };
}

/** Reads the rows and builds the indexes; the caller has already read the signature it is filed under. */
export async function loadSearchSnapshot(db: Kysely<Database>): Promise<SearchSnapshot> {
  const [schools, majors, articles] = await Promise.all([loadSchools(db), loadMajors(db), loadArticles(db)]);
  return { schools, majors, articles };
}
