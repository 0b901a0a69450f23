import { compareByRisk, riskRank, WORKSPACE_RISK_LEVELS, type WorkspaceRiskLevel } from '@yzy/shared/rules';
import type { WorkspaceStudent } from '@yzy/shared/contracts';

/** What the counsellor narrows the workspace to: a name or note, a risk level, a province. */
export interface StudentFilter {
  text: string;
  level: WorkspaceRiskLevel | 'all';
  province: string;
}

export const NO_FILTER: StudentFilter = { text: '', level: 'all', province: '' };

/** Students matching the filter, risky plans first (the server's order, kept by the same shared rule). */
export function filterStudents(students: readonly WorkspaceStudent[], filter: StudentFilter): WorkspaceStudent[] {
  const text = filter.text.trim().toLowerCase();
  return students
    .filter((s) => filter.level === 'all' || s.risk.level === filter.level)
    .filter((s) => filter.province === '' || s.scores?.provinceName === filter.province)
    .filter((s) => text === '' || `${s.nickname} ${s.note} ${s.id}`.toLowerCase().includes(text))
    .sort(compareByRisk);
}

/** The provinces of the students' scores, for the filter's options. */
export function provincesOf(students: readonly WorkspaceStudent[]): string[] {
  return [...new Set(students.flatMap((s) => (s.scores ? [s.scores.provinceName] : [])))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

/** How many students are at each level. */
export function levelCounts(students: readonly WorkspaceStudent[]): Record<WorkspaceRiskLevel, number> {
  const counts = Object.fromEntries(WORKSPACE_RISK_LEVELS.map((l) => [l, 0])) as Record<WorkspaceRiskLevel, number>;
  for (const s of students) {
    counts[s.risk.level] += 1;
  }
  return counts;
}

/** Column sorters of the table (antd calls them with two rows). */
export const sorters = {
  risk: (a: WorkspaceStudent, b: WorkspaceStudent) => compareByRisk(a, b),
  name: (a: WorkspaceStudent, b: WorkspaceStudent) => a.nickname.localeCompare(b.nickname, 'zh-CN'),
  composite: (a: WorkspaceStudent, b: WorkspaceStudent) => (a.scores?.composite ?? -1) - (b.scores?.composite ?? -1),
  /** Unknown ranks last when ascending. */
  rank: (a: WorkspaceStudent, b: WorkspaceStudent) =>
    (a.scores?.rank ?? Number.MAX_SAFE_INTEGER) - (b.scores?.rank ?? Number.MAX_SAFE_INTEGER),
  filled: (a: WorkspaceStudent, b: WorkspaceStudent) => (a.table?.entryCount ?? -1) - (b.table?.entryCount ?? -1),
  activity: (a: WorkspaceStudent, b: WorkspaceStudent) => (a.lastActiveAt ?? 0) - (b.lastActiveAt ?? 0),
  level: (a: WorkspaceStudent, b: WorkspaceStudent) => riskRank(a.risk.level) - riskRank(b.risk.level),
};

/** 今天 / 昨天 / N天前 / 从未, by calendar days in the viewer's time zone. */
export function activityText(at: number | null, nowMs = Date.now()): string {
  if (at === null) {
    return '从未';
  }
  const day = (ms: number) => {
    const d = new Date(ms);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
  };
  const days = day(nowMs) - day(at * 1000);
  return days <= 0 ? '今天' : days === 1 ? '昨天' : `${days}天前`;
}

/** Ids for the compare page: 2 to 4 of them. */
export function compareHref(ids: readonly number[]): string {
  return `/workspace/compare?students=${ids.join(',')}`;
}

/** The compare page's URL: `?students=1,2` or `?student=1&tables=3,4`; null when it names nothing usable. */
export function compareSelectionOf(params: URLSearchParams): { students: number[] } | { studentId: number; tables: number[] } | null {
  const ids = (text: string | null) =>
    (text ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  const student = Number(params.get('student'));
  if (Number.isInteger(student) && student > 0) {
    const tables = ids(params.get('tables'));
    return tables.length > 0 ? { studentId: student, tables } : null;
  }
  const students = ids(params.get('students'));
  return students.length > 0 ? { students } : null;
}
