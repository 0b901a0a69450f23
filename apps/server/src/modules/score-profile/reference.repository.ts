import { asksForRanking } from '@yzy/shared/rules';
import type { Kysely, Selectable } from 'kysely';
import type {
  ExamCategoryItem,
  ExamCategoryScore,
  ProvinceDataTimeConfig,
  ProvinceListItem,
  ProvinceNemtInfo,
} from '@yzy/shared/contracts';
import type { SubjectMode } from '@yzy/shared/rules';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type {
  ExamCategoriesTable,
  ExamCategoryScoresTable,
  ProvinceDataTimeConfigsTable,
  ProvincesTable,
} from '../../db/tables/score-profile';

/** Reference data of the score-info dialog: provinces, exam categories with their yearly score config, time configs. */

const provinceColumns = [
  'id',
  'name',
  'culture_full_score',
  'subject_mode',
  'is_new',
  'first_choice_subject',
  'second_choice_subject',
] as const;
const categoryColumns = ['id', 'province_id', 'name', 'category_id', 'category_name', 'direction'] as const;
const scoreColumns = [
  'id',
  'exam_category_id',
  'year',
  'culture_full_score',
  'tests_full_score',
  'formula_kind',
  'culture_weight',
  'output_scale',
  'rounding_digits',
  'bonus_counts',
  'source',
  'rule_year',
  'rule_status',
  'source_url',
] as const;
const timeColumns = [
  'province_id',
  'exam_category_id',
  'year',
  'is_input_ranking',
  'culture_score_release_time',
  'tests_score_release_time',
  'filling_start_time',
  'filling_end_time',
] as const;

export interface ExamCategory {
  id: number;
  provinceId: number;
  name: string;
  categoryId: number;
  categoryName: string;
  subName: string;
}

export async function listProvinces(db: Kysely<Database>): Promise<ProvinceListItem[]> {
  const rows = await db.selectFrom('provinces').select(provinceColumns).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => {
    const p = toProvince(r);
    return { provinceId: p.provinceId, area: { name: p.provinceName }, type: p.type, isNew: p.isNew, cultureFullScore: p.cultureFullScore };
  });
}

export async function findProvince(db: Kysely<Database>, id: number): Promise<ProvinceNemtInfo | null> {
  const row = await db.selectFrom('provinces').select(provinceColumns).where('id', '=', id).executeTakeFirst();
  return row ? toProvince(row) : null;
}

export async function findExamCategory(db: Kysely<Database>, id: number): Promise<ExamCategory | null> {
  const row = await db.selectFrom('exam_categories').select(categoryColumns).where('id', '=', id).executeTakeFirst();
  return row ? toCategory(row) : null;
}

/** A province's categories, each with its newest score config not after `gkyear` (null when none). */
export async function listExamCategories(db: Kysely<Database>, provinceId: number, gkyear: number): Promise<ExamCategoryItem[]> {
  const categories = (
    await db
      .selectFrom('exam_categories')
      .select(categoryColumns)
      .where('province_id', '=', provinceId)
      .orderBy('sort')
      .orderBy('id')
      .execute()
  ).map(toCategory);
  if (categories.length === 0) {
    return [];
  }
  const scores = await db
    .selectFrom('exam_category_scores')
    .select(scoreColumns)
    .where(
      'exam_category_id',
      'in',
      categories.map((c) => c.id),
    )
    .where('year', '<=', gkyear)
    .orderBy('year', 'desc')
    .execute();
  const newest = new Map<number, ExamCategoryScore>();
  for (const row of scores) {
    if (!newest.has(row.exam_category_id)) {
      newest.set(row.exam_category_id, toScore(row));
    }
  }
  return categories.map(({ provinceId: _provinceId, ...c }) => ({ ...c, examCategoryScore: newest.get(c.id) ?? null }));
}

/** The newest score config of a category not after `gkyear`, or null (当前类暂不可选). */
export async function findCategoryScore(db: Kysely<Database>, examCategoryId: number, gkyear: number): Promise<ExamCategoryScore | null> {
  const row = await db
    .selectFrom('exam_category_scores')
    .select(scoreColumns)
    .where('exam_category_id', '=', examCategoryId)
    .where('year', '<=', gkyear)
    .orderBy('year', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toScore(row) : null;
}

// The category case runs on every planning request of a member who entered a 位次: built once (db/prepared.ts).
const timeConfigsOfCategory = prepared((db, provinceId: number, year: number, examCategoryId: number) =>
  db
    .selectFrom('province_data_time_configs')
    .select(timeColumns)
    .where('province_id', '=', provinceId)
    .where('year', '=', year)
    .where((eb) => eb.or([eb('exam_category_id', 'is', null), eb('exam_category_id', '=', examCategoryId)]))
    .orderBy('id'),
);

/** The time config of a year: the category's own when it has one, else the province-wide one. */
export async function findTimeConfig(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number | null,
  year: number,
): Promise<ProvinceDataTimeConfig | null> {
  const rows =
    examCategoryId == null
      ? await db
          .selectFrom('province_data_time_configs')
          .select(timeColumns)
          .where('province_id', '=', provinceId)
          .where('year', '=', year)
          .where('exam_category_id', 'is', null)
          .orderBy('id')
          .execute()
      : await timeConfigsOfCategory.all(db, provinceId, year, examCategoryId);
  const row = rows.find((r) => r.exam_category_id != null) ?? rows[0];
  return row ? toTimeConfig(row) : null;
}

/** The time config of a year, or the default (no ranking required, release times unknown) when none exists. */
export async function timeConfigOrDefault(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number | null,
  year: number,
): Promise<ProvinceDataTimeConfig> {
  const config = await findTimeConfig(db, provinceId, examCategoryId, year);
  return (
    config ?? {
      provinceId,
      examCategoryId: null,
      year,
      isInputRanking: 0,
      cultureScoreReleaseTime: null,
      testsScoreReleaseTime: null,
      fillingStartTime: null,
      fillingEndTime: null,
    }
  );
}

type ProvinceRow = Pick<Selectable<ProvincesTable>, (typeof provinceColumns)[number]>;

function toProvince(r: ProvinceRow): ProvinceNemtInfo {
  return {
    provinceId: r.id,
    provinceName: r.name,
    type: r.subject_mode as SubjectMode,
    isNew: Number(r.is_new),
    firstChoiceSubject: r.first_choice_subject,
    secondChoiceSubject: r.second_choice_subject,
    cultureFullScore: Number(r.culture_full_score),
  };
}

function toCategory(r: Pick<Selectable<ExamCategoriesTable>, (typeof categoryColumns)[number]>): ExamCategory {
  return {
    id: r.id,
    provinceId: r.province_id,
    name: r.name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    subName: r.direction,
  };
}

type ScoreRow = Pick<
  Selectable<ExamCategoryScoresTable>,
  | 'id'
  | 'year'
  | 'culture_full_score'
  | 'tests_full_score'
  | 'formula_kind'
  | 'culture_weight'
  | 'output_scale'
  | 'rounding_digits'
  | 'bonus_counts'
  | 'source'
  | 'rule_year'
  | 'rule_status'
  | 'source_url'
>;

function toScore(r: ScoreRow): ExamCategoryScore {
  return {
    id: r.id,
    year: r.year,
    cultureFullScoreLimit: Number(r.culture_full_score),
    testsFullScoreLimit: Number(r.tests_full_score),
    formulaKind: r.formula_kind,
    cultureWeight: Number(r.culture_weight),
    outputScale: Number(r.output_scale),
    roundingDigits: r.rounding_digits,
    bonusCounts: r.bonus_counts,
    source: r.source,
    ruleYear: r.rule_year ?? r.year,
    ruleStatus: r.rule_status === 'confirmed' ? 'confirmed' : 'unverified',
    sourceUrl: r.source_url,
  };
}

type TimeRow = Pick<
  Selectable<ProvinceDataTimeConfigsTable>,
  | 'province_id'
  | 'exam_category_id'
  | 'year'
  | 'is_input_ranking'
  | 'culture_score_release_time'
  | 'tests_score_release_time'
  | 'filling_start_time'
  | 'filling_end_time'
>;

function toTimeConfig(r: TimeRow): ProvinceDataTimeConfig {
  return {
    provinceId: r.province_id,
    examCategoryId: r.exam_category_id,
    year: r.year,
    // One rule for the form and the server: 位次 is asked for once the year's scores are out.
    isInputRanking: asksForRanking(
      { isInputRanking: Number(r.is_input_ranking), cultureScoreReleaseTime: r.culture_score_release_time },
      Date.now(),
    )
      ? 1
      : 0,
    cultureScoreReleaseTime: r.culture_score_release_time,
    testsScoreReleaseTime: r.tests_score_release_time,
    fillingStartTime: r.filling_start_time,
    fillingEndTime: r.filling_end_time,
  };
}
