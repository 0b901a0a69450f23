import { z } from 'zod';
import { adminId } from './admin-common';
import { IMPORT_TABLE_KEYS } from './admin-import-columns';
import { pageOf, pageQuery } from './catalogue';

export * from './admin-import-columns';

/** Upload limit of an import file (decoded size). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many rejections are listed; `rejectedRows` still counts them all. */
export const IMPORT_REPORT_MAX = 1000;

export const importTableKey = z.enum(IMPORT_TABLE_KEYS, { error: '请选择要导入的数据表' });

export const importTemplateQuery = z.object({
  table: importTableKey,
  format: z.enum(['csv', 'xlsx'], { error: '模板格式须为csv或xlsx' }).default('xlsx'),
});

export const importUploadBody = z.object({
  table: importTableKey,
  /** Original file name; .csv or .xlsx decides how it is read (the content is checked too). */
  fileName: z.string({ error: '请选择文件' }).trim().min(1, { error: '请选择文件' }).max(255, { error: '文件名过长' }),
  /** The file's bytes, base64 (a data: URL prefix is accepted). At most 10 MB decoded. */
  fileBase64: z.string({ error: '请选择文件' }),
  /** Source for rows whose 来源 cell is empty, e.g. 2026年江苏省教育考试院. */
  source: z.string().trim().max(50, { error: '来源最多50个字' }).default(''),
});

export const importRejection = z.object({
  /** Row number as Excel shows it (the header is row 1); 1 for problems with the headers, 0 for the whole file. */
  row: z.number(),
  /** Header of the offending column; empty when the problem is the row or the file. */
  column: z.string(),
  reason: z.string(),
});

export const importScope = z.object({
  /** e.g. 2026年 江苏 美术与设计类. */
  label: z.string(),
  /** Rows of the file in this scope. */
  incoming: z.number(),
  /** Rows the commit replaces (replace tables) or updates (upsert tables). */
  existing: z.number(),
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
});

export const importCommitBody = z.object({ importId: z.string({ error: '请提供导入编号' }).trim().min(1, { error: '请提供导入编号' }).max(32) });

export const importCommitResult = z.object({
  importId: z.string(),
  table: importTableKey,
  /** Rows written. */
  rows: z.number(),
  /** Old rows removed by scope replacement (replace tables). */
  replaced: z.number(),
  /** Rows that updated an existing row (upsert tables). */
  updated: z.number(),
  committedAt: z.number(),
});

export const importJobListQuery = pageQuery.extend({ operatorId: adminId('操作员').optional() });

export const importJob = z.object({
  importId: z.string(),
  table: importTableKey,
  fileName: z.string(),
  source: z.string(),
  /** validated (may be committed) | rejected | committed | expired (not committed within 24 hours). */
  status: z.string(),
  rows: z.number(),
  accepted: z.number(),
  rejectedRows: z.number(),
  operatorName: z.string(),
  createdAt: z.number(),
  committedAt: z.number().nullable(),
});

export const importJobPage = pageOf(importJob);

export const importTableInfo = z.object({
  table: importTableKey,
  label: z.string(),
  scope: z.string(),
  columns: z.array(z.object({ header: z.string(), field: z.string(), required: z.boolean(), note: z.string(), example: z.string() })),
});

export type ImportUploadBody = z.infer<typeof importUploadBody>;
export type ImportRejection = z.infer<typeof importRejection>;
export type ImportScope = z.infer<typeof importScope>;
export type ImportReport = z.infer<typeof importReport>;
export type ImportCommitResult = z.infer<typeof importCommitResult>;
export type ImportJob = z.infer<typeof importJob>;
