import { z } from 'zod';
import { TIERS } from '../rules/tiers';
import { WORKSPACE_RISK_LEVELS } from '../rules/workspace';
import { SHARE_DAYS_MAX, SHARE_DAYS_MIN, volunteerReport } from './family';
import { COMPARE_MAX } from './limits';
import { volunteerTableItem } from './planning-volunteer';

/**
 * 学生工作台 (docs/workspace.md): the main account (role 1) reads its sub-accounts' scores, tables,
 * analyses and reports without switching into them. Every call checks on the server that the
 * student belongs to the caller's group; anyone else gets 10008.
 */

/** Characters of one private note. */
export const WORKSPACE_NOTE_MAX = 500;
/** Plans compared side by side: at least two, at most as many as schools on the compare page. */
export const WORKSPACE_COMPARE_MIN = 2;
export const WORKSPACE_COMPARE_MAX = COMPARE_MAX;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });

export const workspaceStudentQuery = z.object({ studentId: id('学生编号') });
export const workspaceReportQuery = z.object({ studentId: id('学生编号'), tableId: id('志愿表编号') });

/** Ids as `1,2,3`: WORKSPACE_COMPARE_MIN to WORKSPACE_COMPARE_MAX distinct positive ids. */
const idList = (label: string) =>
  z.string({ error: `请选择要对比的${label}` }).transform((text, ctx) => {
    const parts = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const ids = [...new Set(parts.map(Number))];
    const problem = parts.some((p) => !/^[1-9]\d{0,9}$/.test(p))
      ? `${label}编号须为正整数`
      : ids.length < WORKSPACE_COMPARE_MIN
        ? `请至少选择${WORKSPACE_COMPARE_MIN}个${label}进行对比`
        : ids.length > WORKSPACE_COMPARE_MAX
          ? `最多同时对比${WORKSPACE_COMPARE_MAX}个${label}`
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return ids;
  });

/** Either several students' current tables (`students`), or one student's tables (`studentId` + `tables`). */
export const workspaceCompareQuery = z
  .object({ students: idList('学生').optional(), studentId: id('学生编号').optional(), tables: idList('志愿表').optional() })
  .superRefine((q, ctx) => {
    const byStudents = q.students !== undefined && q.studentId === undefined && q.tables === undefined;
    const byTables = q.students === undefined && q.studentId !== undefined && q.tables !== undefined;
    if (!byStudents && !byTables) {
      ctx.addIssue({ code: 'custom', message: '请选择2到4名学生，或同一名学生的2到4张志愿表' });
    }
  });

export const workspaceNoteBody = z.object({
  studentId: id('学生编号'),
  body: z
    .string({ error: '请填写备注内容' })
    .trim()
    .min(1, { error: '请填写备注内容' })
    .max(WORKSPACE_NOTE_MAX, { error: `备注最多${WORKSPACE_NOTE_MAX}个字` }),
});
export const workspaceNoteIdBody = z.object({ id: id('备注编号') });

export const workspaceShareBody = z.object({
  studentId: id('学生编号'),
  tableId: id('志愿表编号'),
  days: z.coerce
    .number({ error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .int({ error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .min(SHARE_DAYS_MIN, { error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` })
    .max(SHARE_DAYS_MAX, { error: `有效期须为${SHARE_DAYS_MIN}到${SHARE_DAYS_MAX}天` }),
});
export const workspaceShareListQuery = workspaceReportQuery;
export const workspaceShareRevokeBody = z.object({ studentId: id('学生编号'), id: id('分享编号') });

export const workspaceRisk = z.object({
  level: z.enum(WORKSPACE_RISK_LEVELS),
  /** The analysis finding behind the badge (analysis risk code); null when there is nothing to analyse. */
  code: z.string().nullable(),
  label: z.string(),
});

export const workspaceScores = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  examCategoryId: z.number(),
  examCategoryName: z.string(),
  cultureScore: z.number(),
  testsScore: z.number(),
  composite: z.number(),
  rank: z.number().nullable(),
  rankEstimated: z.boolean(),
});

export const workspaceTierCounts = z.object({ 冲: z.number(), 稳: z.number(), 保: z.number(), other: z.number() });

/** The student's current 志愿表 in figures. */
export const workspaceTableSummary = z.object({
  id: z.number(),
  name: z.string(),
  batchName: z.string(),
  entryCount: z.number(),
  maxSlots: z.number(),
  emptySlots: z.number(),
  tiers: workspaceTierCounts,
  updatedAt: z.number(),
});

/** One row of the workspace. */
export const workspaceStudent = z.object({
  id: z.number(),
  nickname: z.string(),
  note: z.string(),
  /** Switched into at least once (子账号 已使用). */
  inUse: z.boolean(),
  createdAt: z.number(),
  scoresComplete: z.boolean(),
  scores: workspaceScores.nullable(),
  tableCount: z.number(),
  table: workspaceTableSummary.nullable(),
  risk: workspaceRisk,
  /** Latest of: login or switch into the account, score change, table change (unix seconds); null if never. */
  lastActiveAt: z.number().nullable(),
});

export const workspaceOverview = z.object({
  /** Risky plans first (shared compareByRisk). */
  students: z.array(workspaceStudent),
  used: z.number(),
  quota: z.number(),
  /** The expert is VIP: every student's analysis and probabilities are shown (otherwise only VIP students'). */
  expertVip: z.boolean(),
  generatedAt: z.number(),
});

export const workspaceNote = z.object({ id: z.number(), studentId: z.number(), body: z.string(), createdAt: z.number() });
export const workspaceNoteList = z.object({ content: z.array(workspaceNote) });

/** A student's page: the summary row, every table, and the counsellor's private notes (newest first). */
export const workspaceStudentDetail = z.object({
  student: workspaceStudent,
  tables: z.array(volunteerTableItem),
  notes: z.array(workspaceNote),
});

/** One plan in a comparison. */
export const workspaceCompareColumn = z.object({
  studentId: z.number(),
  studentName: z.string(),
  tableId: z.number(),
  tableName: z.string(),
  batchName: z.string(),
  isCurrent: z.boolean(),
  entryCount: z.number(),
  maxSlots: z.number(),
  tiers: workspaceTierCounts,
  risk: workspaceRisk,
  /** Every finding of the analysis (shown only when probabilities may be shown). */
  riskMessages: z.array(z.string()),
  entries: z.array(
    z.object({
      slot: z.number(),
      schoolId: z.number(),
      schoolName: z.string(),
      majors: z.array(z.string()),
      tier: z.enum(TIERS).nullable(),
    }),
  ),
});

export const workspaceComparison = z.object({
  columns: z.array(workspaceCompareColumn),
  /** Schools two or more of the plans hold, with the indexes of those columns. */
  sharedSchools: z.array(z.object({ schoolId: z.number(), schoolName: z.string(), columns: z.array(z.number()) })),
  /** Students left out because they have no scores or no current table. */
  skipped: z.array(z.object({ studentId: z.number(), studentName: z.string(), reason: z.string() })),
});

/** Batch export: every student's 志愿报告 of the current table, for one printable page. */
export const workspaceReports = z.object({
  generatedAt: z.number(),
  items: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      note: z.string(),
      report: volunteerReport.nullable(),
      /** Why there is no report (no scores, no current table); null with a report. */
      missing: z.string().nullable(),
    }),
  ),
});

export type WorkspaceStudent = z.infer<typeof workspaceStudent>;
export type WorkspaceOverview = z.infer<typeof workspaceOverview>;
export type WorkspaceNote = z.infer<typeof workspaceNote>;
export type WorkspaceStudentDetail = z.infer<typeof workspaceStudentDetail>;
export type WorkspaceCompareQuery = z.infer<typeof workspaceCompareQuery>;
export type WorkspaceCompareColumn = z.infer<typeof workspaceCompareColumn>;
export type WorkspaceComparison = z.infer<typeof workspaceComparison>;
export type WorkspaceReports = z.infer<typeof workspaceReports>;
export type WorkspaceTableSummary = z.infer<typeof workspaceTableSummary>;
export type WorkspaceScores = z.infer<typeof workspaceScores>;
