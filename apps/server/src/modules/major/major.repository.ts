import { sql, type Kysely, type Selectable } from 'kysely';
import type { MajorListItem, MajorListQuery } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { MajorsTable } from '../../db/tables/catalogue';
import { majorPositions, searchSnapshot } from '../search';

export type MajorFilters = Omit<MajorListQuery, 'page' | 'size'>;
export type MajorRecord = MajorListItem & { intro: string };

const COLUMNS = [
  'm.id',
  'm.code',
  'm.name',
  'm.class_code',
  'm.class_name',
  'm.degree',
  'm.years',
  'm.is_special',
  'm.is_controlled',
  'm.exam_category_code',
  'm.intro',
] as const;

/** Ids of the majors whose name or code holds the keyword, from the search snapshot (modules/search). */
async function majorIdsMatching(db: Kysely<Database>, keyword: string): Promise<number[]> {
  const { majors } = await searchSnapshot(db);
  return Array.from(majorPositions(majors, keyword), (p) => majors.briefs[p].id);
}

function filteredMajors(db: Kysely<Database>, filters: MajorFilters, keywordIds: number[] | null) {
  let query = db.selectFrom('majors as m');
  if (filters.classCode) {
    query = query.where('m.class_code', '=', filters.classCode);
  }
  if (keywordIds) {
    // The catalogue is a few hundred majors at most: the matching ids fit one IN list on both engines.
    query = query.where(keywordIds.length > 0 ? sql<boolean>`m.id in (${sql.join(keywordIds)})` : sql<boolean>`1 = 0`);
  }
  return query;
}

function withSchoolCount(db: Kysely<Database>, filters: MajorFilters, keywordIds: number[] | null) {
  return filteredMajors(db, filters, keywordIds).select([
    ...COLUMNS,
    (eb) =>
      eb
        .selectFrom('school_majors as sm')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('sm.major_id', '=', 'm.id')
        .as('school_count'),
  ]);
}

/** One page of the catalogue in code order, with how many schools offer each major. */
export async function listMajors(
  db: Kysely<Database>,
  filters: MajorFilters,
  page: number,
  size: number,
): Promise<{ rows: MajorListItem[]; total: number }> {
  const keywordIds = filters.keyword ? await majorIdsMatching(db, filters.keyword) : null;
  const [rows, count] = await Promise.all([
    withSchoolCount(db, filters, keywordIds)
      .orderBy('m.code')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filteredMajors(db, filters, keywordIds)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toMajor(r)), total: Number(count?.total ?? 0) };
}

export async function findMajorById(db: Kysely<Database>, id: number): Promise<MajorRecord | undefined> {
  const row = await withSchoolCount(db, {}, null).where('m.id', '=', id).executeTakeFirst();
  return row ? toMajor(row) : undefined;
}

/** Schools offering a major: id, name, province and tags, in id order. */
export async function listSchoolsOfMajor(
  db: Kysely<Database>,
  majorId: number,
): Promise<{ id: number; name: string; provinceName: string; tags: string }[]> {
  const rows = await db
    .selectFrom('school_majors as sm')
    .innerJoin('schools as s', 's.id', 'sm.school_id')
    .select(['s.id', 's.name', 's.province_name', 's.tags'])
    .where('sm.major_id', '=', majorId)
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, provinceName: r.province_name, tags: r.tags }));
}

type MajorRow = Pick<
  Selectable<MajorsTable>,
  | 'id'
  | 'code'
  | 'name'
  | 'class_code'
  | 'class_name'
  | 'degree'
  | 'years'
  | 'is_special'
  | 'is_controlled'
  | 'exam_category_code'
  | 'intro'
> & { school_count: number | string | null };

/** snake_case row → API object: 0/1 flags become booleans, pg's string counts numbers. */
export function toMajor(row: MajorRow): MajorRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    classCode: row.class_code,
    className: row.class_name,
    degree: row.degree,
    years: row.years,
    isSpecial: Number(row.is_special) === 1,
    isControlled: Number(row.is_controlled) === 1,
    examCategoryCode: row.exam_category_code,
    schoolCount: Number(row.school_count ?? 0),
    intro: row.intro,
  };
}
