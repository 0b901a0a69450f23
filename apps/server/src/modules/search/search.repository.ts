import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every school with what 找大学 lists and search matches, by id. */
export function listSearchedSchools(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'pinyin', 'pinyin_initials', 'province_id', 'province_name', 'city', 'type', 'nature', 'tags', 'logo'])
    .orderBy('id')
    .execute();
}

/** Every school's tags (school_tags). */
export function listSchoolTags(db: Kysely<Database>) {
  return db.selectFrom('school_tags').select(['school_id', 'tag']).execute();
}

/** Each school with each 统考 category of the majors it offers (school_majors → majors), once. */
export function listOfferedExamCategories(db: Kysely<Database>) {
  return db
    .selectFrom('school_majors as sm')
    .innerJoin('majors as m', 'm.id', 'sm.major_id')
    .select(['sm.school_id', 'm.exam_category_code'])
    .where('m.exam_category_code', 'is not', null)
    .distinct()
    .execute();
}

/** Every major's id, name and code, by code. */
export function listSearchedMajors(db: Kysely<Database>) {
  return db.selectFrom('majors').select(['id', 'name', 'code']).orderBy('code').orderBy('id').execute();
}

/** Published articles' titles, newest first (published_at, then id, descending). */
export function listPublishedArticleTitles(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .select(['id', 'title'])
    .where('published', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Stores a new token of a kind in search_index_state (inserted, or replacing the old one). */
export async function writeSearchToken(trx: Kysely<Database>, kind: string, token: string): Promise<void> {
  await trx
    .insertInto('search_index_state')
    .values({ kind, signature: token })
    .onConflict((oc) => oc.column('kind').doUpdateSet((eb) => ({ signature: eb.ref('excluded.signature') })))
    .execute();
}

/**
 * One row with the token of a kind and the counts, highest ids and text lengths of what the search
 * snapshot holds: it changes when any of them is written, by the app or behind its back.
 */
export async function searchSourcesSignature(db: Kysely<Database>, kind: string): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`select
      (select signature from search_index_state where kind = ${kind}) as token,
      (select count(*) from schools) as schools,
      (select max(id) from schools) as school_top,
      (select sum(length(name) + length(pinyin) + length(pinyin_initials)) from schools) as school_chars,
      (select count(*) from school_tags) as tags,
      (select count(*) from school_majors) as offered,
      (select count(*) from majors) as majors,
      (select max(id) from majors) as major_top,
      (select sum(length(name) + length(code)) from majors) as major_chars,
      (select count(*) from articles where published = 1) as articles,
      (select max(id) from articles) as article_top,
      (select sum(length(title)) from articles) as article_chars`.execute(db);
  return rows[0] ?? {};
}
