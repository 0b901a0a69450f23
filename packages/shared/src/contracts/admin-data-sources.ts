import { z } from 'zod';
import { importTableKey } from './admin-import';

/** The 数据来源 page: what the database holds under each source, and the official publications loaded. */

/** Rows of one table under one source on the 数据来源 page. */
export const dataSourceTableCount = z.object({
  table: importTableKey,
  /** Rows held now (一分一段: score rows; plans: published plans, not reference rows). */
  rows: z.number(),
  /** 一分一段 only: the tables those rows make up; null for other tables. */
  tables: z.number().nullable(),
  /** The years those rows belong to, oldest first (empty for 专业, which carry none). */
  years: z.array(z.number()),
});

/** A publication the first start loaded from the committed official data, as it was loaded. */
export const dataSourcePublication = z.object({
  /** The dataset's source id. */
  id: z.string(),
  publisher: z.string(),
  title: z.string(),
  /** The official page; null for a printed publication (its title names it). */
  url: z.string().nullable(),
  years: z.array(z.number()),
  /** Rows it gave each table at the load. */
  rows: z.array(z.object({ table: importTableKey, rows: z.number() })),
});

/** One source as rows name it (the 来源 text), with what the database holds under it now and the publications behind it. */
export const dataSourceItem = z.object({
  source: z.string(),
  tables: z.array(dataSourceTableCount),
  /** Rows held under it across tables. */
  rows: z.number(),
  /** Distinct official pages its rows link to. */
  pages: z.number(),
  /** The official-data publications under this publisher, from the first start's load. */
  publications: z.array(dataSourcePublication),
});

export const dataSourcesResponse = z.object({
  /** Sources with the most rows first. */
  sources: z.array(dataSourceItem),
  /** The first start's load of the official data; null when this database was not loaded from it (or was loaded before it was recorded). */
  officialLoad: z
    .object({
      /** Unix seconds. */
      loadedAt: z.number(),
      publications: z.number(),
      /** The 导入记录 entries it left, one per table. */
      importIds: z.array(z.string()),
    })
    .nullable(),
});

export type DataSourceItem = z.infer<typeof dataSourceItem>;
export type DataSourcePublication = z.infer<typeof dataSourcePublication>;
export type DataSourcesResponse = z.infer<typeof dataSourcesResponse>;
