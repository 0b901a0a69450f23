import type { Risk } from './analysis-risks';
import type { Tier } from './tiers';

/**
 * The counsellor's workspace (docs/workspace.md): how one student's state is summed up in a
 * single risk badge, and the order that puts the students who need attention first. The
 * server computes the badge, the client sorts and filters with the same functions.
 */

/** Worst first: a high or medium analysis risk, then students who have not started, then the rest. */
export const WORKSPACE_RISK_LEVELS = ['high', 'medium', 'pending', 'low', 'none'] as const;
export type WorkspaceRiskLevel = (typeof WORKSPACE_RISK_LEVELS)[number];

export const WORKSPACE_RISK_LEVEL_LABELS: Record<WorkspaceRiskLevel, string> = {
  high: '高风险',
  medium: '需关注',
  pending: '未开始',
  low: '小问题',
  none: '无风险',
};

/** A short name for each finding of the analysis, for a badge in a table cell. */
export const RISK_CODE_LABELS: Record<Risk['code'], string> = {
  slide: '滑档风险',
  withdraw: '退档风险',
  ineligible: '不符合报考条件',
  wasted: '志愿浪费',
  hopeless: '志愿无望',
  order: '顺序不当',
  sequentialFirst: '第一志愿风险',
  emptySlots: '有空志愿',
  tooManyRush: '冲刺过多',
  tooSafe: '过于保守',
  flat: '梯度不足',
  unrated: '数据不足',
};

export interface WorkspaceRisk {
  level: WorkspaceRiskLevel;
  /** The analysis finding behind the badge (a Risk code); null for pending states and a clean table. */
  code: string | null;
  label: string;
}

export interface StudentStateFacts {
  scoresComplete: boolean;
  /** The current table, or null when the student has none. */
  table: { entryCount: number } | null;
  /** The analysis of the current table (risks most severe first); null when it could not be computed. */
  analysis: { risks: readonly { code: string; severity: Risk['severity'] }[] } | null;
}

/** The one badge of a student: the analysis' worst risk, or why there is nothing to analyse yet. */
export function studentRiskOf(facts: StudentStateFacts): WorkspaceRisk {
  if (!facts.scoresComplete) {
    return { level: 'pending', code: null, label: '未填成绩' };
  }
  if (!facts.table) {
    return { level: 'pending', code: null, label: '未建志愿表' };
  }
  if (facts.table.entryCount === 0) {
    return { level: 'high', code: 'slide', label: '志愿表为空' };
  }
  if (!facts.analysis) {
    return { level: 'pending', code: null, label: '无法分析' };
  }
  const worst = facts.analysis.risks[0];
  if (!worst) {
    return { level: 'none', code: null, label: '无风险' };
  }
  const label = (RISK_CODE_LABELS as Record<string, string>)[worst.code] ?? '存在风险';
  return { level: worst.severity, code: worst.code, label };
}

/** Position of a level in the risky-first order. */
export function riskRank(level: WorkspaceRiskLevel): number {
  return WORKSPACE_RISK_LEVELS.indexOf(level);
}

export interface RiskSortable {
  id: number;
  risk: Pick<WorkspaceRisk, 'level'>;
  table: { emptySlots?: number } | null;
}

/** Risky plans first; within a level, the table with more empty slots first, then by id (creation order). */
export function compareByRisk(a: RiskSortable, b: RiskSortable): number {
  return riskRank(a.risk.level) - riskRank(b.risk.level) || (b.table?.emptySlots ?? 0) - (a.table?.emptySlots ?? 0) || a.id - b.id;
}

export interface WorkspaceTierCounts {
  冲: number;
  稳: number;
  保: number;
  /** No estimate, or every major ineligible. */
  other: number;
}

/** 冲/稳/保 counts of a table from its per-slot tiers (null: no estimate or ineligible). */
export function tierCountsOf(sequence: readonly (Tier | null)[]): WorkspaceTierCounts {
  const counts: WorkspaceTierCounts = { 冲: 0, 稳: 0, 保: 0, other: 0 };
  for (const tier of sequence) {
    if (tier) {
      counts[tier] += 1;
    } else {
      counts.other += 1;
    }
  }
  return counts;
}

/** Plans compared side by side: the schools two or more of them hold, and which columns hold each. */
export function sharedSchoolsOf(columns: readonly { entries: readonly { schoolId: number; schoolName: string }[] }[]): {
  schoolId: number;
  schoolName: string;
  columns: number[];
}[] {
  const bySchool = new Map<number, { schoolName: string; columns: Set<number> }>();
  columns.forEach((column, index) => {
    for (const entry of column.entries) {
      const found = bySchool.get(entry.schoolId) ?? { schoolName: entry.schoolName, columns: new Set<number>() };
      found.columns.add(index);
      bySchool.set(entry.schoolId, found);
    }
  });
  return [...bySchool.entries()]
    .filter(([, v]) => v.columns.size >= 2)
    .map(([schoolId, v]) => ({ schoolId, schoolName: v.schoolName, columns: [...v.columns].sort((x, y) => x - y) }))
    .sort((a, b) => b.columns.length - a.columns.length || a.schoolId - b.schoolId);
}
