import type { Kysely } from 'kysely';
import {
  Codes,
  type VolunteerAnalysisResult,
  type VolunteerReport,
  type WorkspaceCompareColumn,
  type WorkspaceCompareQuery,
  type WorkspaceComparison,
  type WorkspaceOverview,
  type WorkspaceReports,
  type WorkspaceStudent,
  type WorkspaceStudentDetail,
} from '@yzy/shared/contracts';
import { MemberRole, compareByRisk, sharedSchoolsOf, studentRiskOf, tierCountsOf } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { AppError, forbidden, invalid } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { countSubAccounts, findInGroup } from '../accounts';
import { isVip, memberPlanning, type PlanningContext } from '../filling';
import type { MemberRow } from '../member';
import { listTables, type TableListRow, volunteerAnalysisOf, volunteerDetailOf, volunteerReportOf } from '../volunteer';
import { lastActivityOf, listNotes, listStudents } from './workspace.repository';

export const NOT_EXPERT = '学生工作台仅供专家主账号使用，子账号和普通会员无法查看';
export const NOT_IN_GROUP = '该学生不在你的账号组中，或已被停用';
const NO_SCORES = '该学生尚未填写高考成绩';

/** The caller must be a main account (role 1); a sub-account or ordinary member gets 10008. */
export function requireExpert(member: MemberRow): void {
  if (member.role !== MemberRole.expert) {
    throw forbidden(NOT_EXPERT);
  }
}

/** A live student of the caller's group (not disabled, still its sub-account); 10008 otherwise. */
export async function requireStudent(db: Kysely<Database>, expert: MemberRow, studentId: number): Promise<MemberRow> {
  requireExpert(expert);
  const student = await findInGroup(db, expert.id, studentId);
  if (!student || student.role !== MemberRole.subAccount) {
    throw forbidden(NOT_IN_GROUP);
  }
  return student;
}

/**
 * Reads of another member's data answer as the counsellor would expect: the student's missing
 * scores are a sentence about the student (10006 would make the client ask the counsellor for
 * their own scores).
 */
export async function asCounsellor<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === Codes.scoreInfoRequired) {
      throw invalid(NO_SCORES);
    }
    throw error;
  }
}

/** Probabilities and the analysis: shown when the expert or the student is VIP (the expert's card covers its group). */
export async function showsAnalysis(db: Kysely<Database>, expertVip: boolean, student: MemberRow): Promise<boolean> {
  return expertVip || isVip(db, student);
}

async function planningOrNull(db: Kysely<Database>, studentId: number): Promise<PlanningContext | null> {
  try {
    return await memberPlanning(db, studentId);
  } catch (error) {
    if (error instanceof AppError && error.code === Codes.scoreInfoRequired) {
      return null;
    }
    throw error;
  }
}

/** The analysis of a table, or null when it cannot be made (its batch is gone, the plans moved). */
async function analysisOrNull(db: Kysely<Database>, studentId: number, tableId: number): Promise<VolunteerAnalysisResult | null> {
  try {
    return await volunteerAnalysisOf(db, studentId, tableId);
  } catch (error) {
    if (error instanceof AppError && error.code !== Codes.internal) {
      return null;
    }
    throw error;
  }
}

/** One row of the workspace: scores and standing, the current table in figures, the worst risk. */
export async function studentSummaryOf(
  db: Kysely<Database>,
  student: MemberRow,
  lastActiveAt: number | null,
  tables?: TableListRow[],
): Promise<WorkspaceStudent> {
  const planning = await planningOrNull(db, student.id);
  const all = tables ?? (await listTables(db, student.id));
  const current = all.find((t) => t.isCurrent) ?? null;
  const analysis = planning && current ? await analysisOrNull(db, student.id, current.id) : null;
  const standing = planning?.evaluation.standing;
  return {
    id: student.id,
    nickname: student.nickname,
    note: student.sub_note,
    inUse: student.vip_status === 1,
    createdAt: Number(student.created_at),
    scoresComplete: planning !== null,
    scores:
      planning && standing
        ? {
            provinceId: planning.profile.provinceId,
            provinceName: planning.profile.provinceName,
            examCategoryId: planning.profile.examCategoryId,
            examCategoryName: planning.profile.examCategoryName,
            cultureScore: planning.profile.culture,
            testsScore: planning.profile.tests,
            composite: standing.composite,
            rank: standing.rank,
            rankEstimated: standing.rankEstimated,
          }
        : null,
    tableCount: all.length,
    table: current
      ? {
          id: current.id,
          name: current.name,
          batchName: current.batchName,
          entryCount: current.entryCount,
          maxSlots: current.maxSlots,
          emptySlots: analysis ? analysis.emptySlots : Math.max(0, current.maxSlots - current.entryCount),
          tiers: analysis ? tierCountsOf(analysis.gradient.sequence) : { 冲: 0, 稳: 0, 保: 0, other: current.entryCount },
          updatedAt: current.updatedAt,
        }
      : null,
    risk: studentRiskOf({ scoresComplete: planning !== null, table: current, analysis }),
    lastActiveAt,
  };
}

/** Every live student of the expert, risky plans first, with the seats used and the quota. */
export async function workspaceOverview(db: Kysely<Database>, expert: MemberRow): Promise<WorkspaceOverview> {
  requireExpert(expert);
  const students = await listStudents(db, expert.id);
  const activity = await lastActivityOf(
    db,
    students.map((s) => s.id),
  );
  const rows: WorkspaceStudent[] = [];
  for (const student of students) {
    rows.push(await studentSummaryOf(db, student, activity.get(student.id) ?? null));
  }
  const used = await countSubAccounts(db, expert.id);
  return {
    students: rows.sort(compareByRisk),
    used,
    quota: expert.sub_account_quota,
    expertVip: await isVip(db, expert),
    generatedAt: nowSeconds(),
  };
}

/** A student's page: the summary row, every table and the expert's private notes. */
export async function workspaceStudentDetail(db: Kysely<Database>, expert: MemberRow, studentId: number): Promise<WorkspaceStudentDetail> {
  const student = await requireStudent(db, expert, studentId);
  const [tables, activity, notes] = await Promise.all([
    listTables(db, student.id),
    lastActivityOf(db, [student.id]),
    listNotes(db, expert.id, student.id),
  ]);
  return { student: await studentSummaryOf(db, student, activity.get(student.id) ?? null, tables), tables, notes };
}

/** The 志愿报告 of one of the student's tables, exactly as the student's own report page builds it. */
export async function workspaceReport(
  db: Kysely<Database>,
  expert: MemberRow,
  studentId: number,
  tableId: number,
): Promise<VolunteerReport> {
  const student = await requireStudent(db, expert, studentId);
  const vip = await showsAnalysis(db, await isVip(db, expert), student);
  return asCounsellor(volunteerReportOf(db, student, tableId, { vip }));
}

/** Batch export: the report of every student's current table, or why there is none. */
export async function workspaceReports(db: Kysely<Database>, expert: MemberRow): Promise<WorkspaceReports> {
  requireExpert(expert);
  const expertVip = await isVip(db, expert);
  const items: WorkspaceReports['items'] = [];
  for (const student of await listStudents(db, expert.id)) {
    const base = { studentId: student.id, studentName: student.nickname, note: student.sub_note };
    const hasScores = (await planningOrNull(db, student.id)) !== null;
    const current = (await listTables(db, student.id)).find((t) => t.isCurrent);
    if (!hasScores || !current) {
      items.push({ ...base, report: null, missing: hasScores ? '该学生尚未建立志愿表' : NO_SCORES });
      continue;
    }
    try {
      const vip = await showsAnalysis(db, expertVip, student);
      items.push({ ...base, report: await volunteerReportOf(db, student, current.id, { vip }), missing: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.code === Codes.internal) {
        throw error;
      }
      items.push({ ...base, report: null, missing: '该学生的志愿表暂时无法生成报告' });
    }
  }
  return { generatedAt: nowSeconds(), items };
}

async function columnOf(db: Kysely<Database>, student: MemberRow, tableId: number, vip: boolean): Promise<WorkspaceCompareColumn> {
  const detail = await asCounsellor(volunteerDetailOf(db, student.id, tableId, false));
  const analysis = await analysisOrNull(db, student.id, tableId);
  return {
    studentId: student.id,
    studentName: student.nickname,
    tableId,
    tableName: detail.name,
    batchName: detail.batchName,
    isCurrent: detail.isCurrent,
    entryCount: detail.entryCount,
    maxSlots: detail.maxSlots,
    tiers: analysis ? tierCountsOf(analysis.gradient.sequence) : { 冲: 0, 稳: 0, 保: 0, other: detail.entryCount },
    risk: studentRiskOf({ scoresComplete: true, table: detail, analysis }),
    riskMessages: vip && analysis ? analysis.risks.map((r) => r.message) : [],
    entries: detail.entries.map((e, i) => ({
      slot: e.slot,
      schoolId: e.school.id,
      schoolName: e.school.name,
      majors: e.majors.map((m) => m.majorName).filter((n) => n !== ''),
      tier: analysis?.entries[i]?.tier ?? null,
    })),
  };
}

/** Plans side by side: several students' current tables, or one student's tables. */
export async function workspaceCompare(
  db: Kysely<Database>,
  expert: MemberRow,
  query: WorkspaceCompareQuery,
): Promise<WorkspaceComparison> {
  requireExpert(expert);
  const expertVip = await isVip(db, expert);
  const columns: WorkspaceCompareColumn[] = [];
  const skipped: WorkspaceComparison['skipped'] = [];
  if (query.studentId !== undefined && query.tables) {
    const student = await requireStudent(db, expert, query.studentId);
    const vip = await showsAnalysis(db, expertVip, student);
    for (const tableId of query.tables) {
      columns.push(await columnOf(db, student, tableId, vip));
    }
  } else {
    for (const studentId of query.students ?? []) {
      const student = await requireStudent(db, expert, studentId);
      const current = (await listTables(db, student.id)).find((t) => t.isCurrent);
      const hasScores = (await planningOrNull(db, student.id)) !== null;
      if (!hasScores || !current) {
        skipped.push({ studentId, studentName: student.nickname, reason: hasScores ? '尚未建立志愿表' : '尚未填写高考成绩' });
        continue;
      }
      columns.push(await columnOf(db, student, current.id, await showsAnalysis(db, expertVip, student)));
    }
  }
  return { columns, sharedSchools: sharedSchoolsOf(columns), skipped };
}
