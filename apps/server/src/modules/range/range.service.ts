import type { Kysely } from 'kysely';
import type { EquivalentQuery, EquivalentResponse, EquivalentScoreItem, RankEstimate, RankRowItem } from '@yzy/shared/contracts';
import { equivalentScore, lookupRank, type RankRow } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import type { MemberScoreScope } from '../score-profile';
import { findExamCategory, findProvince } from '../score-profile';
import { listCompositeTables, loadRankRows } from './range.repository';

/** The province and category a tool answers for: the ones asked for, else the member's own. */
export interface CategoryScope {
  provinceId: number;
  provinceName: string;
  examCategoryId: number;
  examCategoryName: string;
}

/** Where a score stands this year and in earlier years, by the category's 综合分 tables. */
export interface RankPicture {
  current: RankEstimate | null;
  equivalents: EquivalentScoreItem[];
  notes: string[];
  /** Full score of the table used; null without a table. */
  maxScore: number | null;
}

/**
 * Resolves optional province / category parameters against the member's profile: a category
 * alone fixes its province; a province other than the member's needs a category.
 */
export async function resolveCategoryScope(
  db: Kysely<Database>,
  member: MemberScoreScope,
  provinceId?: number,
  examCategoryId?: number,
): Promise<CategoryScope> {
  if (examCategoryId === undefined) {
    if (provinceId !== undefined && provinceId !== member.provinceId) {
      throw invalid('请选择科类');
    }
    return {
      provinceId: member.provinceId,
      provinceName: member.provinceName,
      examCategoryId: member.examCategoryId,
      examCategoryName: member.examCategoryName,
    };
  }
  const category = await findExamCategory(db, examCategoryId);
  if (!category) {
    throw notFound('科类不存在');
  }
  if (provinceId !== undefined && provinceId !== category.provinceId) {
    throw invalid('所选科类不属于该省份');
  }
  const province = await findProvince(db, category.provinceId);
  if (!province) {
    throw notFound('省份不存在');
  }
  return {
    provinceId: province.provinceId,
    provinceName: province.provinceName,
    examCategoryId: category.id,
    examCategoryName: category.name,
  };
}

/**
 * This year's rank of a composite (this gaokao year's table, else the newest earlier one, saying
 * which) and the equivalent score in each earlier year (位次法), newest first; `years` limits
 * how far back (e.g. 3 = the last three years).
 */
export async function rankPictureOf(
  db: Kysely<Database>,
  examCategoryId: number,
  gkyear: number,
  score: number,
  years?: number,
): Promise<RankPicture> {
  const tables = await listCompositeTables(db, examCategoryId, gkyear);
  const base = tables[0];
  if (!base) {
    return { current: null, equivalents: [], notes: ['该科类暂无综合分一分一段表，无法估算位次'], maxScore: null };
  }
  const baseRows = await loadRankRows(db, base.id);
  const isCurrentYear = base.year === gkyear;
  const basis = isCurrentYear ? `按${gkyear}年一分一段表` : `${gkyear}年一分一段表尚未公布，按${base.year}年表估算`;
  const current: RankEstimate = {
    tableId: base.id,
    year: base.year,
    isCurrentYear,
    basis,
    lookup: lookupRank(baseRows, score),
    source: base.source,
  };
  const earlier = tables.filter((t) => t.year < gkyear && (years === undefined || t.year >= gkyear - years));
  const equivalents: EquivalentScoreItem[] = [];
  for (const table of earlier) {
    const rows = table.id === base.id ? baseRows : await loadRankRows(db, table.id);
    const eq = equivalentScore(baseRows, rows, score);
    equivalents.push({
      year: table.year,
      tableId: table.id,
      score: eq.score,
      rank: eq.rank,
      position: eq.position,
      note: eq.note,
      source: table.source,
    });
  }
  const notes = isCurrentYear ? [] : [`${basis}：假定今年分数分布与${base.year}年相同，${base.year}年的等效分即为原分数`];
  return { current, equivalents, notes, maxScore: base.maxScore };
}

/** This year's rank of a score and its equivalents in earlier years, in the member's category or the one asked for. */
export async function equivalentOf(db: Kysely<Database>, member: MemberScoreScope, query: EquivalentQuery): Promise<EquivalentResponse> {
  const { provinceId, examCategoryId, score } = query;
  const scope = await resolveCategoryScope(db, member, provinceId, examCategoryId);
  const picture = await rankPictureOf(db, scope.examCategoryId, member.gkyear, score);
  checkScoreWithin(score, picture.maxScore);
  const { maxScore: _, ...rest } = picture;
  return {
    provinceId: scope.provinceId,
    examCategoryId: scope.examCategoryId,
    examCategoryName: scope.examCategoryName,
    gkyear: member.gkyear,
    score,
    ...rest,
  };
}

/** A score must lie within the ranked score's full range. */
export function checkScoreWithin(score: number, maxScore: number | null): void {
  if (maxScore !== null && score > maxScore) {
    throw invalid(`分数不能超过${maxScore}分`);
  }
}

/** A row as the API sends it, with its shared 位次 range; a score nobody had has none (never a backwards 「2–1」). */
export function toRowItem(row: RankRow): RankRowItem {
  return { ...row, rankRange: row.count > 0 ? [Math.max(1, row.cumulative - row.count + 1), row.cumulative] : null };
}
