import { z } from 'zod';
import { adminId } from './admin-common';
import { IMPORT_TABLE_KEYS } from './admin-import-columns';
import { pageOf, pageQuery } from './catalogue';

export * from './admin-import-columns';

/** The operator import's calls: templates, upload (a dry run), commit, revert, progress and the job list. */

/** Upload limit of an import file (decoded size). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const importTableKey = z.enum(IMPORT_TABLE_KEYS, { error: '请选择要导入的数据表' });

export const importTemplateQuery = z.object({
  table: importTableKey,
  format: z.enum(['csv', 'xlsx'], { error: '模板格式须为csv或xlsx' }).default('xlsx'),
});

/**
 * upsert (default): add the file's rows and update the ones it matches, never delete.
 * replace: each (year, province, category) of the file ends up holding exactly the file's rows.
 */
export const IMPORT_MODES = ['upsert', 'replace'] as const;
export const importMode = z.enum(IMPORT_MODES, { error: '导入方式须为 upsert（仅新增/更新）或 replace（替换范围）' });
export type ImportMode = z.infer<typeof importMode>;

const layoutField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}最多${max}个字` })
    .default('');

/**
 * A name the console picks for one upload, commit or revert, to ask GET import/progress how far it
 * is while the call runs (a long file takes tens of seconds).
 */
const progressKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '进度编号须为8–64位字母、数字、下划线或连字符' })
  .optional();

/**
 * What a dry run does with a batch the row's province has never had (e.g. 本科提前批(艺术类平行组)):
 * refuse the row (default; the report names the batch and the official batch it would map to),
 * file it under the province's official batch of its level (dataset/rules/official-batches.ts),
 * keeping the printed name as the line's 批次备注, or create the batch as printed.
 */
export const IMPORT_NEW_BATCH_CHOICES = ['refuse', 'official', 'create'] as const;
export const importNewBatchChoice = z.enum(IMPORT_NEW_BATCH_CHOICES, { error: '新批次的处理方式须为 refuse、official 或 create' });
export type ImportNewBatchChoice = z.infer<typeof importNewBatchChoice>;

export const importUploadBody = z.object({
  progressKey,
  table: importTableKey,
  /** Original file name; .csv or .xlsx decides how it is read (the content is checked too). */
  fileName: z.string({ error: '请选择文件' }).trim().min(1, { error: '请选择文件' }).max(255, { error: '文件名过长' }),
  /** The file's bytes, base64 (a data: URL prefix is accepted). At most 10 MB decoded. */
  fileBase64: z.string({ error: '请选择文件' }),
  /** Source for rows whose 来源 cell is empty, e.g. 2026年江苏省教育考试院. */
  source: z.string().trim().max(50, { error: '来源最多50个字' }).default(''),
  mode: importMode.default('upsert'),
  /** For official layouts without these columns (e.g. a province's 投档线 or 一分一段 table): filled into every row. */
  year: layoutField('年份', 4),
  province: layoutField('省份', 20),
  examCategory: layoutField('科类', 64),
  batch: layoutField('批次', 50),
  newBatch: importNewBatchChoice.default('refuse'),
});

const importIdField = z.string({ error: '请提供导入编号' }).trim().min(1, { error: '请提供导入编号' }).max(32);

export const importCommitBody = z.object({
  importId: importIdField,
  progressKey,
  /** Commit the accepted rows of a report with refused ones (`partial`), keeping the refused rows in its report; without it such a file is refused whole. */
  skipRejected: z.boolean().default(false),
});

export const importDetailQuery = z.object({ importId: importIdField });

export const importProgressQuery = z.object({
  key: z.string({ error: '请提供进度编号' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '进度编号不正确' }),
});

/** Where a running upload, commit or revert is: its step, and rows done of rows for the row check (0 of 0 otherwise). */
export const importProgress = z.object({
  /** queued | read | check | compare | preview | write | revert */
  stage: z.string(),
  /** The step in words, e.g. 逐行校验. */
  label: z.string(),
  done: z.number(),
  total: z.number(),
});

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
  /** Exact changes of a revertible table (null otherwise). */
  added: z.number().nullable().default(null),
  changed: z.number().nullable().default(null),
  deleted: z.number().nullable().default(null),
  /** Refused rows left out of a commit with skipRejected (0 otherwise). */
  skipped: z.number().default(0),
});

export const importRevertResult = z.object({
  importId: z.string(),
  /** Rows put back, rows removed and rows restored to their previous values. */
  restored: z.number(),
  removed: z.number(),
  reset: z.number(),
  revertedAt: z.number(),
});

export const importJobListQuery = pageQuery.extend({ operatorId: adminId('操作员').optional() });

export const importJob = z.object({
  importId: z.string(),
  table: importTableKey,
  fileName: z.string(),
  source: z.string(),
  /** validated (may be committed) | rejected | committed | reverted | expired (not committed within 24 hours). */
  status: z.string(),
  rows: z.number(),
  accepted: z.number(),
  rejectedRows: z.number(),
  operatorName: z.string(),
  createdAt: z.number(),
  committedAt: z.number().nullable(),
  /** True while 撤销 may restore what the commit changed. */
  revertible: z.boolean(),
});

export const importJobPage = pageOf(importJob);

export const importTableInfo = z.object({
  table: importTableKey,
  label: z.string(),
  scope: z.string(),
  columns: z.array(z.object({ header: z.string(), field: z.string(), required: z.boolean(), note: z.string(), example: z.string() })),
});

export type ImportUploadBody = z.infer<typeof importUploadBody>;
export type ImportCommitResult = z.infer<typeof importCommitResult>;
export type ImportJob = z.infer<typeof importJob>;
export type ImportRevertResult = z.infer<typeof importRevertResult>;
export type ImportProgressState = z.infer<typeof importProgress>;
