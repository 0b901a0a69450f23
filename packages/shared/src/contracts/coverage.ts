import { z } from 'zod';

/**
 * 数据覆盖: what the product holds for each province and exam category, so a family sees at a
 * glance what is real for them and what is missing. Years are ascending; an empty list means none.
 */
export const coverageCategory = z.object({
  examCategoryId: z.number(),
  name: z.string(),
  /** Years with art control lines for this category. */
  lineYears: z.array(z.number()),
  /** Years with an art 一分一段 table (composite, culture or 统考) for this category. */
  rankYears: z.array(z.number()),
  /** Years with admission lines (投档 or 录取). */
  admissionYears: z.array(z.number()),
  admissionRows: z.number(),
  /** Schools with at least one admission line in this province and category. */
  schoolsWithHistory: z.number(),
  planYears: z.array(z.number()),
});

export const coverageProvince = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  /** Years with the province's ordinary (普通类) lines and culture 一分一段. */
  ordinaryLineYears: z.array(z.number()),
  cultureRankYears: z.array(z.number()),
  categories: z.array(coverageCategory),
});

/** How deep the admission history goes: province × art category scopes by years of admission lines held. */
export const coverageDepth = z.object({
  /** Every province × art exam category the product offers. */
  scopes: z.number(),
  /** Scopes with admission lines in at least 1, 2 and 3 distinct years. */
  withYears: z.tuple([z.number(), z.number(), z.number()]),
  /** The same counted over the years since the 2024 national art reform (the lines on today's scales). */
  withYearsSinceReform: z.tuple([z.number(), z.number(), z.number()]),
});

export const coverageResponse = z.object({
  provinces: z.array(coverageProvince),
  depth: coverageDepth,
  schools: z.number(),
  majors: z.number(),
  /** Who published the data, with how many rows of each kind. */
  publishers: z.array(z.object({ publisher: z.string(), rows: z.number() })),
  /** True when the admission data is the generated demo model (DATA_SET=generated). */
  generated: z.boolean(),
});

export type CoverageCategory = z.infer<typeof coverageCategory>;
export type CoverageDepth = z.infer<typeof coverageDepth>;
export type CoverageProvince = z.infer<typeof coverageProvince>;
export type CoverageResponse = z.infer<typeof coverageResponse>;
