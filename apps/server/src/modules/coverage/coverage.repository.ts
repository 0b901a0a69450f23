import type { Kysely, Selectable } from 'kysely';
import { ORDINARY_CATEGORY, type CoverageCategory, type CoverageDepth, type CoverageResponse } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { ControlLinesTable } from '../../db/tables/catalogue';

/** The generated demo model's rows say this instead of a publisher. */
const GENERATED_SOURCE = '示例数据';

/** The scope and year columns the scoped catalogue tables share. */
type YearRow = Pick<Selectable<ControlLinesTable>, 'province_id' | 'exam_category_id' | 'year'>;

/** Years per (province, category) of one table, ascending. */
function yearsBy(rows: readonly YearRow[]): Map<string, number[]> {
  const years = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.province_id}|${r.exam_category_id}`;
    years.set(key, (years.get(key) ?? new Set()).add(r.year));
  }
  return new Map([...years].map(([key, set]) => [key, [...set].sort((a, b) => a - b)]));
}

function distinctYears(db: Kysely<Database>, table: 'control_lines' | 'score_rank_tables' | 'admission_records') {
  return db.selectFrom(table).select(['province_id', 'exam_category_id', 'year']).distinct().execute();
}

/** Years of published plans; reference rows (docs/data.md) are not plans. */
function publishedPlanYears(db: Kysely<Database>) {
  return db
    .selectFrom('enrollment_plans')
    .select(['province_id', 'exam_category_id', 'year'])
    .where('is_reference', '=', 0)
    .distinct()
    .execute();
}

/** Every province and category with the years of each kind of data held; a handful of grouped queries. */
export async function readCoverage(db: Kysely<Database>): Promise<CoverageResponse> {
  const [provinces, categories, lines, ranks, admissions, plans, histories, schools, majors, publishers] = await Promise.all([
    db.selectFrom('provinces').select(['id', 'name']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('sort').orderBy('id').execute(),
    distinctYears(db, 'control_lines'),
    distinctYears(db, 'score_rank_tables'),
    distinctYears(db, 'admission_records'),
    publishedPlanYears(db),
    db
      .selectFrom('admission_records')
      .select((eb) => [
        'province_id',
        'exam_category_id',
        eb.fn.countAll<number>().as('rows'),
        eb.fn.count<number>('school_id').distinct().as('schools'),
      ])
      .groupBy(['province_id', 'exam_category_id'])
      .execute(),
    db
      .selectFrom('schools')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('majors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    publisherCounts(db),
  ]);
  const lineYears = yearsBy(lines);
  const rankYears = yearsBy(ranks);
  const admissionYears = yearsBy(admissions);
  const planYears = yearsBy(plans);
  const history = new Map(
    histories.map((h) => [`${h.province_id}|${h.exam_category_id}`, { rows: Number(h.rows), schools: Number(h.schools) }]),
  );
  const result = {
    provinces: provinces.map((p) => {
      const key = (categoryId: number) => `${p.id}|${categoryId}`;
      const ordinary = key(ORDINARY_CATEGORY.id);
      return {
        provinceId: p.id,
        provinceName: p.name,
        ordinaryLineYears: lineYears.get(ordinary) ?? [],
        cultureRankYears: rankYears.get(ordinary) ?? [],
        categories: categories
          .filter((c) => c.province_id === p.id)
          .map((c): CoverageCategory => ({
            examCategoryId: c.id,
            name: c.name,
            lineYears: lineYears.get(key(c.id)) ?? [],
            rankYears: rankYears.get(key(c.id)) ?? [],
            admissionYears: admissionYears.get(key(c.id)) ?? [],
            admissionRows: history.get(key(c.id))?.rows ?? 0,
            schoolsWithHistory: history.get(key(c.id))?.schools ?? 0,
            planYears: planYears.get(key(c.id)) ?? [],
          })),
      };
    }),
    schools: Number(schools.n),
    majors: Number(majors.n),
    publishers: publishers.filter((p) => p.publisher !== GENERATED_SOURCE),
    generated: publishers.some((p) => p.publisher === GENERATED_SOURCE),
  };
  return { ...result, depth: depthOf(result.provinces.flatMap((p) => p.categories)) };
}

/** The 2024 national art reform: 统考 out of 300 and today's composite scales from then on. */
const REFORM_YEAR = 2024;

/** Scopes (province × art category) by how many years of admission lines they hold. */
export function depthOf(categories: readonly CoverageCategory[]): CoverageDepth {
  const atLeast = (years: (c: CoverageCategory) => number[]): [number, number, number] => {
    const count = (k: number) => categories.filter((c) => years(c).length >= k).length;
    return [count(1), count(2), count(3)];
  };
  return {
    scopes: categories.length,
    withYears: atLeast((c) => c.admissionYears),
    withYearsSinceReform: atLeast((c) => c.admissionYears.filter((y) => y >= REFORM_YEAR)),
  };
}

/** Rows per publisher across the data tables, largest first. */
async function publisherCounts(db: Kysely<Database>): Promise<{ publisher: string; rows: number }[]> {
  const tables = ['schools', 'majors', 'control_lines', 'score_rank_tables', 'admission_records'] as const;
  const counts = new Map<string, number>();
  const grouped = [
    ...tables.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => ['source', eb.fn.countAll<number>().as('n')])
        .groupBy('source'),
    ),
    // Reference rows (docs/data.md) repeat admission lines; they are not counted twice.
    db
      .selectFrom('enrollment_plans')
      .select((eb) => ['source', eb.fn.countAll<number>().as('n')])
      .where('is_reference', '=', 0)
      .groupBy('source'),
  ];
  for (const query of grouped) {
    const rows = await query.execute();
    for (const r of rows) {
      counts.set(r.source, (counts.get(r.source) ?? 0) + Number(r.n));
    }
  }
  return [...counts]
    .map(([publisher, rows]) => ({ publisher, rows }))
    .sort((a, b) => b.rows - a.rows || a.publisher.localeCompare(b.publisher, 'zh'));
}
