import type { Kysely } from 'kysely';
import type { MajorBrief, SchoolListItem, SchoolListQuery } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { parseStringList } from '../../lib/json-text';
import { searchIndexReady } from '../search';
import { schoolKeywordMatch } from './school-keyword';

export type SchoolFilters = Omit<SchoolListQuery, 'page' | 'size'>;

export interface SchoolRecord extends SchoolListItem {
  pinyin: string;
  intro: string;
  website: string;
  year: number;
  source: string;
}

const LIST_COLUMNS = ['s.id', 's.name', 's.province_id', 's.province_name', 's.city', 's.type', 's.nature', 's.tags', 's.logo'] as const;

function filteredSchools(db: Kysely<Database>, filters: SchoolFilters) {
  let query = db.selectFrom('schools as s');
  if (filters.keyword) {
    query = query.where(schoolKeywordMatch(filters.keyword));
  }
  if (filters.provinceId !== undefined) {
    query = query.where('s.province_id', '=', filters.provinceId);
  }
  if (filters.type) {
    query = query.where('s.type', '=', filters.type);
  }
  if (filters.nature) {
    query = query.where('s.nature', '=', filters.nature);
  }
  const { tag, examCategoryCode } = filters;
  if (tag) {
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('school_tags as t').select('t.school_id').whereRef('t.school_id', '=', 's.id').where('t.tag', '=', tag)),
    );
  }
  if (examCategoryCode !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('school_majors as sm')
          .innerJoin('majors as m', 'm.id', 'sm.major_id')
          .select('sm.school_id')
          .whereRef('sm.school_id', '=', 's.id')
          .where('m.exam_category_code', '=', examCategoryCode),
      ),
    );
  }
  return query;
}

/** One page of schools matching the filters, and how many match in all. */
export async function listSchools(
  db: Kysely<Database>,
  filters: SchoolFilters,
  page: number,
  size: number,
): Promise<{ rows: SchoolListItem[]; total: number }> {
  if (filters.keyword) {
    await searchIndexReady(db);
  }
  const base = filteredSchools(db, filters);
  const [rows, count] = await Promise.all([
    base
      .select([...LIST_COLUMNS])
      .orderBy('s.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows: rows.map((r) => toSchool(r)), total: Number(count?.total ?? 0) };
}

export async function findSchoolById(db: Kysely<Database>, id: number): Promise<SchoolRecord | undefined> {
  const row = await db
    .selectFrom('schools as s')
    .select([...LIST_COLUMNS, 's.pinyin', 's.intro', 's.website', 's.year', 's.source'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row
    ? { ...toSchool(row), pinyin: row.pinyin, intro: row.intro, website: row.website, year: row.year, source: row.source }
    : undefined;
}

/** The majors a school offers, in catalogue order. */
export async function listMajorsOfSchool(db: Kysely<Database>, schoolId: number): Promise<MajorBrief[]> {
  const rows = await db
    .selectFrom('school_majors as sm')
    .innerJoin('majors as m', 'm.id', 'sm.major_id')
    .select(['m.id', 'm.code', 'm.name', 'm.class_code', 'm.class_name', 'm.exam_category_code'])
    .where('sm.school_id', '=', schoolId)
    .orderBy('m.code')
    .execute();
  return rows.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    classCode: m.class_code,
    className: m.class_name,
    examCategoryCode: m.exam_category_code,
  }));
}

interface SchoolRow {
  id: number;
  name: string;
  province_id: number | null;
  province_name: string;
  city: string;
  type: string;
  nature: string;
  tags: string;
  logo: string;
}

/** snake_case row → API object; tags are stored as JSON text. */
export function toSchool(row: SchoolRow): SchoolListItem {
  return {
    id: row.id,
    name: row.name,
    provinceId: row.province_id,
    provinceName: row.province_name,
    city: row.city,
    type: row.type,
    nature: row.nature,
    tags: parseStringList(row.tags),
    logo: row.logo,
  };
}
