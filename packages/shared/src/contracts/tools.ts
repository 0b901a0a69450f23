import { z } from 'zod';
import { emptyToUndefined, idParam, optionalIdParam, positiveInt, scoreParam } from './tool-params';

/**
 * Calls of the two tools 一分一段 (/range) and 算综合分 (/compute). All need login and a score
 * profile (20001 without token, 10006 without profile); omitted province / category / scores
 * default to the member's own profile. Every figure carries its year and `source` (示例数据 for
 * generated demo data, otherwise the import's source note).
 */

/** Most rows `range/table` sends at once (a 900-point table has about 700 rows). */
export const RANK_TABLE_ROWS_MAX = 2000;
/** Largest page of `range/table` when paging. */
export const RANK_TABLE_PAGE_MAX = 500;
/** Which score a table ranks. */
export const scoreTypeField = z.enum(['composite', 'culture', 'tests', 'other']);
/** 表内 / 高于表内最高分 / 低于表内最低分. */
export const tablePositionField = z.enum(['inTable', 'aboveTop', 'belowFloor']);

export const rankTablesQuery = z.object({
  /** Province id; defaults to the member's. */
  provinceId: optionalIdParam('省份'),
});

export const rankTableMeta = z.object({
  /** Table id for range/table and range/lookup. */
  id: z.number(),
  /** Admission year of the table. */
  year: z.number(),
  provinceId: z.number(),
  examCategoryId: z.number(),
  /** e.g. 美术与设计类, 音乐类(音乐表演-声乐); 普通类 (id 0) for the province's culture tables. */
  examCategoryName: z.string(),
  /** 物理 / 历史 (文科 / 理科) when the table is split by first-choice subject; '' when not split. */
  subjectGroup: z.string(),
  /** What the table ranks: composite (综合分), culture (文化分), tests (统考分), other. */
  scoreType: scoreTypeField,
  /** The stored name of that score, e.g. 综合分. */
  scoreTypeName: z.string(),
  /** Full score of the ranked score (the composite's output scale). */
  maxScore: z.number(),
  /** Candidates in the table. */
  totalCount: z.number(),
  /** 示例数据 for generated data, else the import's source. */
  source: z.string(),
  /** The official page the table was published on; null when the data does not record it. */
  sourceUrl: z.string().nullable(),
});

export const rankTableQuery = z.object({
  /** Table id from range/tables. */
  id: idParam('一分一段表编号'),
  /** Page from 1; only with `size`. */
  page: optionalIdParam('页码'),
  /** Rows per page, 1–500; omit for the whole table (at most 2000 rows). */
  size: z.preprocess(
    emptyToUndefined,
    positiveInt('每页条数')
      .max(RANK_TABLE_PAGE_MAX, { error: `每页条数不能超过${RANK_TABLE_PAGE_MAX}` })
      .optional(),
  ),
});

export const rankRowItem = z.object({
  /** The 1-point step [score, score + 1). */
  score: z.number(),
  /** Candidates in the step (本段人数). */
  count: z.number(),
  /** Candidates at or above `score` (累计人数), the published 位次 of the step. */
  cumulative: z.number(),
  /**
   * [best, worst] 位次 shared by the step: [cumulative − count + 1, cumulative]; null for a step
   * nobody scored in (count 0, listed by tables that fill every score), which has no 位次 of its own.
   */
  rankRange: z.tuple([z.number(), z.number()]).nullable(),
});

export const rankTableResponse = z.object({
  table: rankTableMeta,
  /** Rows best score first: one page, or the whole table when no `size` was sent. */
  rows: z.array(rankRowItem),
  /** Rows in the whole table. */
  total: z.number(),
  /** Page sent (1 when the whole table was asked for). */
  page: z.number(),
  /** Page size used (the row count when the whole table was asked for). */
  size: z.number(),
  /** True when the whole table was asked for but cut at 2000 rows. */
  truncated: z.boolean(),
  /** Points per row: 1 for a 一分一段; more for a 分数段 (河南 美术与设计类 统考: 5), whose row counts [score, score + step). */
  step: z.number(),
});

export const rankLookupQuery = z.object({
  tableId: idParam('一分一段表编号'),
  /** The score to look up (a composite may have decimals); 0 to the table's maxScore. */
  score: scoreParam('分数'),
});

export const rankLookupResult = z.object({
  score: z.number(),
  /** inTable, or aboveTop (高于表内最高分) / belowFloor (低于表内最低分): answered as such, never extrapolated. */
  position: tablePositionField,
  /** Score of the table row the score falls in (its 1-point step); null outside the table or in an empty step. */
  rowScore: z.number().nullable(),
  /** Candidates in the same step; 0 in an empty step; null outside the table. */
  count: z.number().nullable(),
  /** 累计人数 of the step; null outside the table. */
  cumulative: z.number().nullable(),
  /** The 位次 to compare with admission min ranks: the step's 累计人数; the bound nearest the table outside it. */
  rank: z.number(),
  /** [best, worst] 位次 possible at this score; aboveTop [1, top 累计人数]; belowFloor [floor 累计人数 + 1] twice. */
  rankRange: z.tuple([z.number(), z.number()]),
  /** 高于表内最高分 / 低于表内最低分 / 表内无此分数段考生; null for a plain row. */
  note: z.string().nullable(),
});

export const rankLookupResponse = z.object({
  table: rankTableMeta,
  lookup: rankLookupResult,
  /** Points per row of the table (1 = 一分一段; more = 分数段, where `rowScore` is the band's first score and `rankRange` the band's). */
  step: z.number(),
});

export const equivalentQuery = z.object({
  /** Defaults to the member's province. */
  provinceId: optionalIdParam('省份'),
  /** Defaults to the member's exam category (a category given alone also fixes the province). */
  examCategoryId: optionalIdParam('科类'),
  /** This year's composite score. */
  score: scoreParam('分数'),
});

/** The rank of a score this year: from this year's table, else the newest earlier one. */
export const rankEstimate = z.object({
  tableId: z.number(),
  /** Year of the table used. */
  year: z.number(),
  /** True when the table is this gaokao year's; false when an earlier year's stands in for it. */
  isCurrentYear: z.boolean(),
  /** Which table was used, in words, e.g. 2027年一分一段表尚未公布，按2026年表估算. */
  basis: z.string(),
  lookup: rankLookupResult,
  source: z.string(),
});

export const equivalentScoreItem = z.object({
  /** The earlier year. */
  year: z.number(),
  tableId: z.number(),
  /** The score with the same rank that year (位次法), 2 decimals; null when outside that year's table. */
  score: z.number().nullable(),
  /** 位次 of that score in that year's table; null with no score. */
  rank: z.number().nullable(),
  position: tablePositionField,
  /** 高于表内最高分 / 低于表内最低分 when there is no score; else null. */
  note: z.string().nullable(),
  source: z.string(),
});

export const equivalentResponse = z.object({
  provinceId: z.number(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
  /** The member's gaokao year ("this year"). */
  gkyear: z.number(),
  score: z.number(),
  /** null when the category has no 综合分 table at all (see `notes`). */
  current: rankEstimate.nullable(),
  /** Every earlier year with a table, newest first. */
  equivalents: z.array(equivalentScoreItem),
  /** Explanations in Chinese (no table, estimate from an earlier year …). */
  notes: z.array(z.string()),
});

export type RankTableMeta = z.infer<typeof rankTableMeta>;
export type RankRowItem = z.infer<typeof rankRowItem>;
export type RankTableResponse = z.infer<typeof rankTableResponse>;
export type RankLookupResult = z.infer<typeof rankLookupResult>;
export type RankLookupResponse = z.infer<typeof rankLookupResponse>;
export type RankEstimate = z.infer<typeof rankEstimate>;
export type EquivalentScoreItem = z.infer<typeof equivalentScoreItem>;
export type EquivalentQuery = z.infer<typeof equivalentQuery>;
export type EquivalentResponse = z.infer<typeof equivalentResponse>;
