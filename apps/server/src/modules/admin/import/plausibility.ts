import type { Kysely } from 'kysely';
import { IMPORT_TABLES, type ImportRejection, type ImportTableKey } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';
import { listCategoryFullScores, listCompositeRankRows, listPublishedPlanCounts } from './import.repository';

/**
 * Checks of a file's rows against what is already known (docs/import.md, 合理性检查): scores
 * within the full score of the scale that year uses, a minimum rank that agrees with that year's
 * 一分一段 for the same score, admitted counts not far above the plan, and 一分一段 rows listed
 * from the highest score down. Each refusal names the row, the column and the reason.
 */

/** A rank may differ from the table by this many places, or this share of the rank, whichever is larger. */
export const RANK_TOLERANCE = { places: 20, share: 0.03 };
/** Admitted (or filed) counts above plan × 1.5 + 3 are refused: 扩招 and 调剂 rarely go further. */
export const ADMITTED_OVER_PLAN = { factor: 1.5, slack: 3 };

/** The fields the checks read; each table's records carry the ones that apply. */
interface Fields {
  line: number;
  year?: number;
  provinceId?: number;
  examCategoryId?: number;
  schoolId?: number;
  batch?: { name: string };
  majorName?: string;
  subjectGroup?: string;
  /** 一分一段 table kind: 综合分, 综合分（专科）, 专业 or 文化. */
  kind?: string;
  minScore?: number;
  avgScore?: number | null;
  minRank?: number | null;
  admittedCount?: number;
  planCount?: number | null;
  score?: number;
  cultureScore?: number | null;
  testsScore?: number | null;
  compositeScore?: number | null;
  cultureRequirement?: number | null;
  testsRequirement?: number | null;
}

interface FullScores {
  culture: number;
  tests: number;
  output: number;
  year: number;
}

interface RankRow {
  score: number;
  cumulative: number;
}

async function loadFullScores(
  db: Kysely<Database>,
  categories: number[],
): Promise<(categoryId: number, year: number) => FullScores | null> {
  const rows = await listCategoryFullScores(db, categories);
  return (categoryId, year) => {
    const mine = rows.filter((r) => r.exam_category_id === categoryId);
    // The year's own formula; else the closest earlier year (scales change rarely); else the closest later one.
    const pick =
      mine.find((r) => r.year === year) ??
      [...mine].filter((r) => r.year < year).sort((a, b) => b.year - a.year)[0] ??
      [...mine].sort((a, b) => a.year - b.year)[0];
    return pick
      ? {
          culture: Number(pick.culture_full_score),
          tests: Number(pick.tests_full_score),
          output: Number(pick.output_scale),
          year: pick.year,
        }
      : null;
  };
}

/** The stored 综合分 一分一段 tables of a scope, by subject group. */
async function loadRankTables(db: Kysely<Database>, scopes: Fields[]): Promise<Map<string, Map<string, RankRow[]>>> {
  const tables = new Map<string, Map<string, RankRow[]>>();
  for (const s of scopes) {
    const key = `${s.year}|${s.provinceId}|${s.examCategoryId}`;
    if (tables.has(key)) {
      continue;
    }
    const rows = await listCompositeRankRows(db, {
      year: s.year ?? 0,
      provinceId: s.provinceId ?? 0,
      examCategoryId: s.examCategoryId ?? 0,
    });
    const byGroup = new Map<string, RankRow[]>();
    for (const r of rows) {
      byGroup.set(r.subject_group, [...(byGroup.get(r.subject_group) ?? []), { score: Number(r.score), cumulative: Number(r.cumulative) }]);
    }
    tables.set(key, byGroup);
  }
  return tables;
}

/** The ranks a score can have in a table (highest first): after everyone above it, up to everyone at or above its whole point. */
export function rankRange(rows: readonly RankRow[], score: number): { low: number; high: number } {
  const above = rows.filter((r) => r.score >= Math.floor(score) + 1);
  const atOrAbove = rows.filter((r) => r.score >= Math.floor(score));
  const low = (above.length > 0 ? above[above.length - 1].cumulative : 0) + 1;
  const high = atOrAbove.length > 0 ? atOrAbove[atOrAbove.length - 1].cumulative : (rows[0]?.cumulative ?? 0);
  return { low, high: score < (rows[rows.length - 1]?.score ?? 0) ? Number.POSITIVE_INFINITY : Math.max(low, high) };
}

export async function checkPlausible(db: Kysely<Database>, key: ImportTableKey, records: readonly object[]): Promise<ImportRejection[]> {
  const rows = records as Fields[];
  const header = (field: string) => IMPORT_TABLES[key].columns.find((c) => c.field === field)?.header ?? field;
  const problems: ImportRejection[] = [];
  const reject = (r: Fields, field: string, reason: string) => problems.push({ row: r.line, column: header(field), reason });
  const scoped = rows.filter((r) => r.year !== undefined && r.examCategoryId !== undefined);
  if (scoped.length === 0) {
    return problems;
  }
  const fullOf = await loadFullScores(db, [...new Set(scoped.map((r) => r.examCategoryId ?? 0))]);
  const notAbove = (r: Fields, field: keyof Fields, value: unknown, full: number | undefined, what: string, year: number | undefined) => {
    if (typeof value === 'number' && full !== undefined && value > full) {
      reject(r, field, `${value}超过${what}满分${full}（${year}年的计分方式）`);
    }
  };
  for (const r of scoped) {
    const full = fullOf(r.examCategoryId ?? 0, r.year ?? 0);
    if (!full) {
      continue;
    }
    notAbove(r, 'minScore', r.minScore, full.output, '综合分', full.year);
    notAbove(r, 'avgScore', r.avgScore, full.output, '综合分', full.year);
    notAbove(r, 'compositeScore', r.compositeScore, full.output, '综合分', full.year);
    notAbove(r, 'cultureScore', r.cultureScore, full.culture, '文化成绩', full.year);
    notAbove(r, 'testsScore', r.testsScore, full.tests, '专业成绩', full.year);
    notAbove(r, 'cultureRequirement', r.cultureRequirement, full.culture, '文化成绩', full.year);
    notAbove(r, 'testsRequirement', r.testsRequirement, full.tests, '专业成绩', full.year);
    if (key === 'scoreRanks' && r.kind !== '文化') {
      notAbove(r, 'score', r.score, r.kind === '专业' ? full.tests : full.output, r.kind === '专业' ? '专业成绩' : '综合分', full.year);
    }
  }
  if (key === 'admissionRecords') {
    problems.push(...(await checkRanks(db, rows, header)), ...(await checkAdmitted(db, rows, header)));
  }
  if (key === 'scoreRanks') {
    problems.push(...checkOrder(rows, header));
  }
  return problems;
}

async function checkRanks(db: Kysely<Database>, rows: Fields[], header: (field: string) => string): Promise<ImportRejection[]> {
  const withRank = rows.filter((r) => typeof r.minRank === 'number' && typeof r.minScore === 'number');
  const tables = await loadRankTables(db, withRank);
  const problems: ImportRejection[] = [];
  for (const r of withRank) {
    const groups = tables.get(`${r.year}|${r.provinceId}|${r.examCategoryId}`);
    // Without a table, or with several (物理/历史) and no 选科组 on the row, there is nothing to compare with.
    const table = groups && (r.subjectGroup ? groups.get(r.subjectGroup) : groups.size === 1 ? [...groups.values()][0] : undefined);
    if (!table || table.length === 0) {
      continue;
    }
    const { low, high } = rankRange(table, r.minScore ?? 0);
    const rank = r.minRank ?? 0;
    const tolerance = Math.max(
      RANK_TOLERANCE.places,
      Math.ceil(RANK_TOLERANCE.share * Math.min(rank, Number.isFinite(high) ? high : rank)),
    );
    if (rank < low - tolerance || rank > high + tolerance) {
      const range = Number.isFinite(high) ? (low === high ? `${low}` : `${low}–${high}`) : `${low}以后`;
      problems.push({
        row: r.line,
        column: header('minRank'),
        reason: `最低位次${rank}与${r.year}年一分一段表不符：最低分${r.minScore}对应位次${range}（允许相差${tolerance}名）`,
      });
    }
  }
  return problems;
}

async function checkAdmitted(db: Kysely<Database>, rows: Fields[], header: (field: string) => string): Promise<ImportRejection[]> {
  const problems: ImportRejection[] = [];
  const planCache = new Map<string, Map<string, number>>();
  for (const r of rows.filter((x) => typeof x.admittedCount === 'number')) {
    let plan = r.planCount ?? null;
    let from = '本行计划人数';
    if (plan === null && r.schoolId !== undefined) {
      const scope = `${r.year}|${r.provinceId}|${r.examCategoryId}`;
      if (!planCache.has(scope)) {
        const stored = await listPublishedPlanCounts(db, {
          year: r.year ?? 0,
          provinceId: r.provinceId ?? 0,
          examCategoryId: r.examCategoryId ?? 0,
        });
        planCache.set(scope, new Map(stored.map((p) => [`${p.school_id}|${p.batch}|${p.major_name}`, Number(p.plan_count)])));
      }
      plan = planCache.get(scope)?.get(`${r.schoolId}|${r.batch?.name}|${r.majorName}`) ?? null;
      from = `${r.year}年招生计划`;
    }
    const limit = plan === null ? null : Math.floor(plan * ADMITTED_OVER_PLAN.factor + ADMITTED_OVER_PLAN.slack);
    if (plan !== null && limit !== null && (r.admittedCount ?? 0) > limit) {
      problems.push({
        row: r.line,
        column: header('admittedCount'),
        reason: `录取人数${r.admittedCount}远超计划人数${plan}（${from}；最多${limit}）`,
      });
    }
  }
  return problems;
}

/** 一分一段 rows of one table must come from the highest score down, each below the one before. */
function checkOrder(rows: Fields[], header: (field: string) => string): ImportRejection[] {
  const problems: ImportRejection[] = [];
  const last = new Map<string, Fields>();
  for (const r of [...rows].sort((a, b) => a.line - b.line)) {
    const table = `${r.year}|${r.provinceId}|${r.examCategoryId}|${r.subjectGroup ?? ''}|${r.kind ?? ''}`;
    const previous = last.get(table);
    if (previous && (r.score ?? 0) >= (previous.score ?? 0)) {
      problems.push({
        row: r.line,
        column: header('score'),
        reason: `分数须从高到低排列：${r.score}分不低于上一行（第${previous.line}行）的${previous.score}分`,
      });
    }
    last.set(table, r);
  }
  return problems;
}
