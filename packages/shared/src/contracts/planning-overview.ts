import { z } from 'zod';
import { sourceField, sourceUrlField } from './paging';

/**
 * What 模拟填报 shows before any recommendation (filling/overview): the published lines that hold
 * for the member, their culture rank, whether this year's plans are out and the history held.
 */

/** One published control line that holds for the member (their category's, or the province's 普通类 line). */
export const officialLine = z.object({
  year: z.number(),
  batchName: z.string(),
  /** 本科 / 专科. */
  level: z.string(),
  /** 物理 / 历史 where the province splits its lines, else ''. */
  subjectGroup: z.string(),
  /** True for the province's ordinary (普通类) line, false for the member's art category's. */
  ordinary: z.boolean(),
  culture: z.number().nullable(),
  tests: z.number().nullable(),
  composite: z.number().nullable(),
  /** Whether the member's scores reach each published line (null where the line is not published). */
  reaches: z.object({ culture: z.boolean().nullable(), tests: z.boolean().nullable(), composite: z.boolean().nullable() }),
  source: sourceField,
  sourceUrl: sourceUrlField,
});

/**
 * What is real for the member before any recommendation: the newest published lines, their culture
 * rank in the newest official 一分一段, whether this year's plans are out, and how much admission
 * history the product holds for their province and category.
 */
export const fillingOverview = z.object({
  gkyear: z.number(),
  /** Year of the plans the recommendations list: gkyear once published, else the newest year held. */
  planYear: z.number(),
  /** True when gkyear's plans are in the data. */
  plansPublished: z.boolean(),
  /**
   * Set when gkyear's plans are not published and the recommendations are reference entries from
   * these admission years (newest first): the page says 以{years}年数据为参考，{gkyear}年招生计划公布后更新.
   */
  reference: z.object({ years: z.array(z.number()) }).nullable(),
  /** Plans of planYear for the member's category. */
  planCount: z.number(),
  lines: z.array(officialLine),
  cultureRank: z
    .object({
      year: z.number(),
      subjectGroup: z.string(),
      rank: z.number(),
      total: z.number(),
      source: sourceField,
      sourceUrl: sourceUrlField,
    })
    .nullable(),
  history: z.object({ schools: z.number(), rows: z.number(), latestYear: z.number().nullable() }),
});

export type OfficialLine = z.infer<typeof officialLine>;
export type FillingOverview = z.infer<typeof fillingOverview>;
