import type { Kysely, Selectable } from 'kysely';
import type { MajorBrief, SchoolListItem, SchoolListQuery } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { SchoolsTable } from '../../db/tables/catalogue';
import { parseStringList } from '../../lib/json-text';
import { schoolPositions, searchSnapshot, type SchoolsHeld } from '../search';

export type SchoolFilters = Omit<SchoolListQuery, 'page' | 'size'>;

export interface SchoolRecord extends SchoolListItem {
  pinyin: string;
  intro: string;
  website: string;
  year: number;
  source: string;
}

const LIST_COLUMNS = ['s.id', 's.name', 's.province_id', 's.province_name', 's.city', 's.type', 's.nature', 's.tags', 's.logo'] as const;

/** Whether the school at a position of the snapshot passes the filters other than the keyword. */
function filterOf(schools: SchoolsHeld, filters: SchoolFilters): (position: number) => boolean {
  const { provinceId, type, nature, tag, examCategoryCode } = filters;
  const tagged = tag ? (schools.withTag.get(tag) ?? new Set<number>()) : null;
  const offering = examCategoryCode !== undefined ? (schools.withExamCategory.get(examCategoryCode) ?? new Set<number>()) : null;
  return (p) => {
    const school = schools.items[p];
    return (
      (provinceId === undefined || school.provinceId === provinceId) &&
      (!type || school.type === type) &&
      (!nature || school.nature === nature) &&
      (!tagged || tagged.has(p)) &&
      (!offering || offering.has(p))
    );
  };
}

// Families ask the same filter sets again and again (a province, a type, page after page), so each
// snapshot keeps the matching positions of its most recent filter sets: a page is then a slice, not
// a pass over every candidate school (at national size that pass was ~40% of a request's CPU).
// Every field of the filters is in the key; a reloaded snapshot starts with none kept.
const MATCHES_KEPT = 256;
const matchesBySnapshot = new WeakMap<SchoolsHeld, Map<string, Int32Array>>();

function matchesOf(schools: SchoolsHeld, filters: SchoolFilters): Int32Array {
  let kept = matchesBySnapshot.get(schools);
  if (!kept) {
    kept = new Map();
    matchesBySnapshot.set(schools, kept);
  }
  const { keyword, provinceId, type, nature, tag, examCategoryCode } = filters;
  const key = JSON.stringify([keyword ?? null, provinceId ?? null, type ?? null, nature ?? null, tag ?? null, examCategoryCode ?? null]);
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const candidates = keyword ? schoolPositions(schools, keyword) : null;
  const passes = filterOf(schools, filters);
  const count = candidates ? candidates.length : schools.items.length;
  const matches: number[] = [];
  for (let i = 0; i < count; i++) {
    const position = candidates ? candidates[i] : i;
    if (passes(position)) {
      matches.push(position);
    }
  }
  const packed = Int32Array.from(matches);
  kept.set(key, packed);
  if (kept.size > MATCHES_KEPT) {
    const oldest = kept.keys().next();
    if (!oldest.done) {
      kept.delete(oldest.value);
    }
  }
  return packed;
}

/**
 * One page of schools matching the filters (by id), and how many match in all: from the
 * process's search snapshot (modules/search), not a query per request.
 */
export async function listSchools(
  db: Kysely<Database>,
  filters: SchoolFilters,
  page: number,
  size: number,
): Promise<{ rows: SchoolListItem[]; total: number }> {
  const { schools } = await searchSnapshot(db);
  const matches = matchesOf(schools, filters);
  const from = (page - 1) * size;
  const rows = Array.from(matches.subarray(from, from + size), (position) => schools.items[position]);
  return { rows, total: matches.length };
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

type SchoolRow = Pick<
  Selectable<SchoolsTable>,
  'id' | 'name' | 'province_id' | 'province_name' | 'city' | 'type' | 'nature' | 'tags' | 'logo'
>;

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
