import type { CategoryScope } from './admission-scope';
import { admissionFraction, minRankOf, planOf, rankAtScore, scoreAtRank, tuitionFenOf, usualPlanOf, type RankRow } from './latent-model';
import { pickSome, uniform } from './random';
import type { SchoolFact } from './school-facts';

/** A school as the admission generator sees it. */
export interface SchoolInModel {
  id: number;
  fact: SchoolFact;
  provinceId: number | null;
  strength: number;
  /** Offered majors that admit through a 统考 category. */
  majors: { id: number; code: string; name: string; exam: number; years: number }[];
}

export interface PlanRow {
  year: number;
  province_id: number;
  exam_category_id: number;
  school_id: number;
  batch_id: number;
  major_id: number;
  major_name: string;
  plan_count: number;
  tuition_fen: number;
  years: number;
  source: string;
}

export interface RecordRow {
  year: number;
  province_id: number;
  exam_category_id: number;
  school_id: number;
  batch_id: number;
  major_id: number;
  major_name: string;
  plan_count: number;
  admitted_count: number;
  min_score: number;
  avg_score: number;
  min_rank: number;
  source: string;
}

export interface ProvinceContext {
  seed: number;
  provinceId: number;
  gkyear: number;
  pastYears: number[];
  scopes: CategoryScope[];
  /** Rank table and pool size per `${examCategoryId}:${year}`. */
  tables: Map<string, { rows: RankRow[]; total: number }>;
  /** Batch id per `${year}:${batchName}`. */
  batchIds: Map<string, number>;
  source: string;
}

export const EARLY_BATCH = '艺术类本科提前批';
export const MAIN_BATCH = '艺术类本科批';
export const VOCATIONAL_BATCH = '艺术类专科批';

/** Independent and 参照执行 schools admit in the early batch; everyone else in the main one. */
export function batchNameOf(school: SchoolFact): string {
  return school.tags.includes('独立设置艺术院校') || school.tags.includes('参照执行') ? EARLY_BATCH : MAIN_BATCH;
}

/** Whether a major admits through an exam category's direction (音乐表演 → 声乐/器乐, 导演 → 导演 …). */
export function admitsThrough(majorCode: string, school: SchoolFact, scope: CategoryScope): boolean {
  if (!scope.direction) {
    return true;
  }
  if (scope.code === 2) {
    return ['130201', '130209T'].includes(majorCode) ? scope.direction.includes('表演') : scope.direction.includes('教育');
  }
  if (scope.code === 4) {
    if (majorCode === '130306') {
      return scope.direction.includes('导演');
    }
    if (majorCode === '130301' && school.profile === 'fashion') {
      return scope.direction.includes('服装');
    }
    return scope.direction.includes('戏剧影视表演');
  }
  return true;
}

/** Whether a school recruits in a province at all: always at home, else more likely when stronger. */
export function recruitsIn(seed: number, school: SchoolInModel, provinceId: number): boolean {
  return school.provinceId === provinceId || uniform(seed, `recruit:${school.fact.name}:${provinceId}`) < 0.2 + 0.6 * school.strength;
}

/** The plans and three years of admission records of one school in one province. */
export function rowsForSchool(ctx: ProvinceContext, school: SchoolInModel): { plans: PlanRow[]; records: RecordRow[] } {
  const plans: PlanRow[] = [];
  const records: RecordRow[] = [];
  const home = school.provinceId === ctx.provinceId;
  const count = home ? school.majors.length : 2 + Math.floor(uniform(ctx.seed, `majors:${school.fact.name}:${ctx.provinceId}`) * 4);
  const batchName = batchNameOf(school.fact);
  for (const major of pickSome(school.majors, count, ctx.seed, `majors:${school.fact.name}:${ctx.provinceId}`)) {
    const scopes = ctx.scopes.filter((s) => s.code === major.exam);
    const matching = scopes.filter((s) => admitsThrough(major.code, school.fact, s));
    for (const scope of matching.length > 0 ? matching : scopes) {
      const key = `${school.fact.name}:${ctx.provinceId}:${major.code}:${scope.code}:${scope.direction}`;
      const usual = usualPlanOf(ctx.seed, key, school.strength, home);
      const fraction = admissionFraction(school.strength, major.code, home);
      // Object literals with every field spelled out: spreading a shared base made generation 5× slower.
      plans.push({
        year: ctx.gkyear,
        province_id: ctx.provinceId,
        exam_category_id: scope.examCategoryId,
        school_id: school.id,
        batch_id: ctx.batchIds.get(`${ctx.gkyear}:${batchName}`) ?? 0,
        major_id: major.id,
        major_name: major.name,
        plan_count: planOf(ctx.seed, key, usual, ctx.gkyear),
        tuition_fen: tuitionFenOf(ctx.seed, `${school.fact.name}:${major.code}`, school.fact.nature, major.code),
        years: major.years,
        source: ctx.source,
      });
      for (const year of ctx.pastYears) {
        const table = ctx.tables.get(`${scope.examCategoryId}:${year}`);
        if (!table) {
          continue;
        }
        const plan = planOf(ctx.seed, key, usual, year);
        const minRank = minRankOf(ctx.seed, `${key}:${year}`, fraction, plan, usual, table.total);
        const minScore = scoreAtRank(table.rows, minRank, scope.digits);
        const underFilled = school.strength < 0.3 && uniform(ctx.seed, `fill:${key}:${year}`) < 0.1;
        records.push({
          year,
          province_id: ctx.provinceId,
          exam_category_id: scope.examCategoryId,
          school_id: school.id,
          batch_id: ctx.batchIds.get(`${year}:${batchName}`) ?? 0,
          major_id: major.id,
          major_name: major.name,
          plan_count: plan,
          admitted_count: underFilled ? Math.max(1, plan - 1) : plan,
          min_score: minScore,
          avg_score: scoreAtRank(table.rows, Math.max(1, Math.round(minRank * 0.82)), scope.digits),
          // Rank of the bin the score falls in: the table confirms the score ↔ rank pair.
          min_rank: rankAtScore(table.rows, minScore),
          source: ctx.source,
        });
      }
    }
  }
  return { plans, records };
}
