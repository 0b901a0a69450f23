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
export type ImportRejection = z.infer<typeof importRejection>;
export type ImportScope = z.infer<typeof importScope>;
export type ImportReport = z.infer<typeof importReport>;
export type ImportCommitResult = z.infer<typeof importCommitResult>;
export type ImportJob = z.infer<typeof importJob>;
export type ImportScopeDiff = z.infer<typeof importScopeDiff>;
export type ImportChangeSample = z.infer<typeof importChangeSample>;
export type ImportRevertResult = z.infer<typeof importRevertResult>;
export type ImportProgressState = z.infer<typeof importProgress>;
export type ImportNameMatch = z.infer<typeof importNameMatch>;
export type ImportNewBatch = z.infer<typeof importNewBatch>;

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
