import type { Insertable, Kysely, Transaction } from 'kysely';
import { gkyearOf } from '@yzy/shared/rules';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { EXAM_CATEGORY_TEMPLATES } from './categories';
import { DICTIONARIES } from './dictionaries';
import { scoreConfigOf } from './formulas';
import { PROVINCES, subjectListsOf } from './provinces';
import { categoryTimeConfigs, provinceTimeConfig } from './time-configs';

/** How many rows one seeding run added, per table. */
export interface ReferenceSeedReport {
  provinces: number;
  examCategories: number;
  examCategoryScores: number;
  timeConfigs: number;
  dictionaries: number;
}

const CHUNK = 200;

/** True when no province exists yet (a fresh database, or one an operator has not imported into). */
export async function isReferenceDataEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('provinces').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Adds whatever reference data is missing: the 31 provinces, their exam categories, score and
 * time configs for the previous and the current gaokao year, and the dictionaries. Rows that
 * exist are left alone, so it is idempotent and, on a seeded database, a handful of selects.
 * One transaction: a second server seeding at the same moment fails on a unique key and adds nothing.
 */
export async function seedReferenceData(db: Kysely<Database>, now = new Date()): Promise<ReferenceSeedReport> {
  const gkyear = gkyearOf(now);
  try {
    return await db.transaction().execute((trx) => seedIn(trx, [gkyear - 1, gkyear]));
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { provinces: 0, examCategories: 0, examCategoryScores: 0, timeConfigs: 0, dictionaries: 0 };
    }
    throw error;
  }
}

async function insertChunked<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
  return rows.length;
}

async function seedIn(trx: Transaction<Database>, years: number[]): Promise<ReferenceSeedReport> {
  const provinces = await seedProvinces(trx);
  const categories = await seedCategories(trx);
  const byProvince = await categoriesByProvince(trx);
  const examCategoryScores = await seedScoreConfigs(trx, years);
  const timeConfigs = await seedTimeConfigs(trx, years, byProvince);
  const dictionaries = await seedDictionaries(trx);
  return { provinces, examCategories: categories, examCategoryScores, timeConfigs, dictionaries };
}

async function seedProvinces(trx: Transaction<Database>): Promise<number> {
  const existing = new Set((await trx.selectFrom('provinces').select('id').execute()).map((r) => r.id));
  const rows = PROVINCES.filter((p) => !existing.has(p.id)).map((p) => {
    const lists = subjectListsOf(p);
    return {
      id: p.id,
      name: p.name,
      culture_full_score: p.cultureFullScore,
      subject_mode: p.mode,
      is_new: p.mode === 0 ? 0 : 1,
      first_choice_subject: lists.first,
      second_choice_subject: lists.second,
      sort: p.id,
    };
  });
  return insertChunked(trx, 'provinces', rows);
}

async function seedCategories(trx: Transaction<Database>): Promise<number> {
  const existing = new Set(
    (await trx.selectFrom('exam_categories').select(['province_id', 'name']).execute()).map((r) => `${r.province_id}:${r.name}`),
  );
  const rows = PROVINCES.flatMap((p) =>
    EXAM_CATEGORY_TEMPLATES.map((t, index) => ({
      province_id: p.id,
      name: t.name,
      category_id: t.categoryId,
      category_name: t.categoryName,
      direction: t.direction,
      sort: index + 1,
    })),
  ).filter((r) => !existing.has(`${r.province_id}:${r.name}`));
  return insertChunked(trx, 'exam_categories', rows);
}

/** Seeded provinces' category ids by national code, e.g. 44 → (2 → [声乐, 器乐, 教育]). */
async function categoriesByProvince(trx: Transaction<Database>): Promise<Map<number, Map<number, number[]>>> {
  const templateNames = new Set(EXAM_CATEGORY_TEMPLATES.map((t) => t.name));
  const rows = await trx.selectFrom('exam_categories').select(['id', 'province_id', 'category_id', 'name']).orderBy('id').execute();
  const result = new Map<number, Map<number, number[]>>();
  for (const row of rows.filter((r) => templateNames.has(r.name))) {
    const byCode = result.get(row.province_id) ?? new Map<number, number[]>();
    byCode.set(row.category_id, [...(byCode.get(row.category_id) ?? []), row.id]);
    result.set(row.province_id, byCode);
  }
  return result;
}

async function seedScoreConfigs(trx: Transaction<Database>, years: number[]): Promise<number> {
  const existing = new Set(
    (await trx.selectFrom('exam_category_scores').select(['exam_category_id', 'year']).where('year', 'in', years).execute()).map(
      (r) => `${r.exam_category_id}:${r.year}`,
    ),
  );
  const templates = new Map(EXAM_CATEGORY_TEMPLATES.map((t) => [t.name, t]));
  const categories = await trx.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('id').execute();
  const rows = years
    .flatMap((year) =>
      PROVINCES.flatMap((p) =>
        categories
          .filter((c) => c.province_id === p.id)
          .flatMap((c) => {
            const template = templates.get(c.name);
            const row = template ? scoreConfigOf(p, template, c.id, year) : null;
            return row ? [row] : [];
          }),
      ),
    )
    .filter((r) => !existing.has(`${r.exam_category_id}:${r.year}`));
  return insertChunked(trx, 'exam_category_scores', rows);
}

async function seedTimeConfigs(
  trx: Transaction<Database>,
  years: number[],
  byProvince: Map<number, Map<number, number[]>>,
): Promise<number> {
  const existing = new Set(
    (
      await trx
        .selectFrom('province_data_time_configs')
        .select(['province_id', 'exam_category_id', 'year'])
        .where('year', 'in', years)
        .execute()
    ).map((r) => `${r.province_id}:${r.exam_category_id ?? 0}:${r.year}`),
  );
  const rows = years
    .flatMap((year) =>
      PROVINCES.flatMap((p) => [provinceTimeConfig(p, year), ...categoryTimeConfigs(p, year, byProvince.get(p.id) ?? new Map())]),
    )
    .filter((r) => !existing.has(`${r.province_id}:${r.exam_category_id ?? 0}:${r.year}`));
  return insertChunked(trx, 'province_data_time_configs', rows);
}

async function seedDictionaries(trx: Transaction<Database>): Promise<number> {
  const existing = new Set((await trx.selectFrom('dictionaries').select(['name', 'value']).execute()).map((r) => `${r.name}:${r.value}`));
  const rows = Object.entries(DICTIONARIES)
    .flatMap(([name, entries]) => entries.map(([value, label], index) => ({ name, value, label, sort: index + 1 })))
    .filter((r) => !existing.has(`${r.name}:${r.value}`));
  return insertChunked(trx, 'dictionaries', rows);
}
