import { z } from 'zod';
import { importMode, importNewBatchChoice, importTableKey } from './admin-import';

/**
 * What a dry run of an import reports: every rejected row, what a commit would do to each scope,
 * the school names read otherwise than printed, and the batches the file adds.
 */

/** At most this many rejections are listed; `rejectedRows` still counts them all. */
export const IMPORT_REPORT_MAX = 1000;

export const importRejection = z.object({
  /** Row number as Excel shows it (the header is row 1); 1 for problems with the headers, 0 for the whole file. */
  row: z.number(),
  /** Header of the offending column; empty when the problem is the row or the file. */
  column: z.string(),
  reason: z.string(),
});

/** One row a commit adds, changes or deletes, described for the operator (changed: old → new per column). */
export const importChangeSample = z.object({
  kind: z.enum(['added', 'changed', 'deleted']),
  text: z.string(),
});

/** Exactly what a commit does to one scope, computed by applying it and rolling back. */
export const importScopeDiff = z.object({
  added: z.number(),
  changed: z.number(),
  deleted: z.number(),
  unchanged: z.number(),
  /** At most IMPORT_SAMPLE_MAX of each kind. */
  samples: z.array(importChangeSample),
});
export const IMPORT_SAMPLE_MAX = 20;

export const importScope = z.object({
  /** e.g. 2026年 江苏 美术与设计类. */
  label: z.string(),
  /** Rows of the file in this scope. */
  incoming: z.number(),
  /** Rows the scope holds now. */
  existing: z.number(),
  /** Null for tables that are only added to or updated by key (院校, 专业, 综合分公式). */
  diff: importScopeDiff.nullable().optional(),
});

/** A school name the file prints otherwise than the national list, and how it was read (aggregated over the rows that print it). */
export const importNameMatch = z.object({
  /** The name as the file prints it, with its 院校代号 when the code made the match. */
  printed: z.string(),
  /** The school it was taken for. */
  school: z.string(),
  /** normalised (brackets, spaces) | alias (the alias list) | campus (a campus note taken off, kept in the major name) | code (the province's 院校代号) | nationalCode (全国院校代码). */
  by: z.string(),
  /** First row that prints it, and how many do. */
  row: z.number(),
  rows: z.number(),
});

/** A batch the file names that its province has never had, with the official batch it would map to. */
export const importNewBatch = z.object({
  province: z.string(),
  year: z.number(),
  name: z.string(),
  /** 本科 / 专科, read from the name (专科 when it says 专科 or 高职). */
  level: z.string(),
  /** The province's official batch of that level; null when none is known. */
  official: z.string().nullable(),
  rows: z.number(),
  /** What this dry run did with it (the upload's newBatch). */
  choice: importNewBatchChoice,
});

export const importReport = z.object({
  /** Null when the file could not be stored (never for a readable upload). */
  importId: z.string().nullable(),
  table: importTableKey,
  fileName: z.string(),
  /** Data rows read (blank rows skipped). */
  rows: z.number(),
  /** Rows that passed every check. */
  accepted: z.number(),
  /** Rows with at least one problem. */
  rejectedRows: z.number(),
  /** Every problem (at most 1000), in row order. */
  rejected: z.array(importRejection),
  /** True when more problems exist than are listed. */
  truncated: z.boolean(),
  /** True when nothing was rejected: POST import/commit may apply it. */
  committable: z.boolean(),
  /** What a commit would replace or update. */
  scopes: z.array(importScope),
  mode: importMode.default('upsert'),
  /** The official layout the file was read as (e.g. 投档线表), null for the template's columns. */
  layout: z.string().nullable().default(null),
  /** Year, province, category and batch given with the upload for layouts without those columns. */
  defaults: z
    .object({ year: z.string(), province: z.string(), examCategory: z.string(), batch: z.string() })
    .default({ year: '', province: '', examCategory: '', batch: '' }),
  /** True when a commit of this table keeps what it changed, so it can be reverted from the console. */
  revertible: z.boolean().default(false),
  /**
   * True when some rows were refused but the others may be committed on their own (POST
   * import/commit with skipRejected): rows refused, others accepted, no problem with the file or
   * its headers, and not a 一分一段 file (a table only holds whole). `scopes` then describe the
   * accepted rows.
   */
  partial: z.boolean().default(false),
  /** School names read otherwise than as printed (at most 1000). */
  matched: z.array(importNameMatch).default([]),
  /** Batches the file names that their province has never had. */
  newBatches: z.array(importNewBatch).default([]),
  /** The upload's choice for such batches. */
  newBatch: importNewBatchChoice.default('refuse'),
});

export type ImportRejection = z.infer<typeof importRejection>;
export type ImportScope = z.infer<typeof importScope>;
export type ImportReport = z.infer<typeof importReport>;
export type ImportScopeDiff = z.infer<typeof importScopeDiff>;
export type ImportChangeSample = z.infer<typeof importChangeSample>;
export type ImportNameMatch = z.infer<typeof importNameMatch>;
export type ImportNewBatch = z.infer<typeof importNewBatch>;
