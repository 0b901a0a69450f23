import type { Exclusion } from './volunteer-eligibility';

/**
 * Volunteer-table (志愿表) rules of a batch (docs/domain.md, Volunteer tables): how many 志愿 (slots),
 * how many majors in each, one school per slot, no duplicates, only this batch's plans, 服从调剂
 * only where the batch allows it, and eligibility. An entry is one slot: a school (院校 or, in
 * this data, its 专业组) with its majors in order and the 服从调剂 tick; in batches whose unit is
 * 专业+院校 every slot holds exactly one major.
 *
 * Severity: `error` is what the exam authority's system would not accept (the server refuses to
 * save it); `warning` can be filled in but is a mistake (shown inline).
 */

export const VOLUNTEER_UNITS = ['院校', '院校专业组', '专业+院校'] as const;
export const VOLUNTEER_MODES = ['平行', '顺序'] as const;

export interface BatchRules {
  id: number;
  name: string;
  year: number;
  /** 平行 (parallel) or 顺序 (sequential). */
  mode: string;
  /** 院校 / 院校专业组 / 专业+院校. */
  unit: string;
  maxSlots: number;
  majorsPerSlot: number;
  /** Whether 服从调剂 exists in this batch. */
  allowAdjust: boolean;
}

/** Where a table's plans must come from. */
export interface TableScope {
  batchId: number;
  year: number;
  provinceId: number;
  examCategoryId: number;
}

/** A plan as the rules see it. */
export interface PlanFacts extends TableScope {
  planId: number;
  schoolId: number;
  schoolName: string;
  majorName: string;
  /** Hard requirements the member fails (empty = eligible). */
  exclusions: readonly Exclusion[];
}

export interface EntryDraft {
  adjust: boolean;
  /** The slot's majors in order; null where a stored plan no longer exists. */
  plans: readonly (PlanFacts | null)[];
}

export type ViolationCode =
  | 'tooManySlots'
  | 'emptyEntry'
  | 'tooManyMajors'
  | 'mixedSchools'
  | 'duplicatePlan'
  | 'duplicateSchool'
  | 'outOfScope'
  | 'adjustNotAllowed'
  | 'missingPlan'
  | 'ineligible';

export interface Violation {
  code: ViolationCode;
  severity: 'error' | 'warning';
  /** 1-based slot the violation is in; null for the whole table. */
  slot: number | null;
  message: string;
}

/** Where adding a plan lands it, or why it cannot be added. */
export type Placement =
  | { kind: 'newEntry'; slot: number; majorIndex: 1 }
  | { kind: 'appendMajor'; slot: number; majorIndex: number }
  | { kind: 'refused'; message: string };

/** Every rule the table breaks, in slot order. */
export function checkVolunteerTable(scope: TableScope, batch: BatchRules, entries: readonly EntryDraft[]): Violation[] {
  const out: Violation[] = [];
  if (entries.length > batch.maxSlots) {
    out.push({
      code: 'tooManySlots',
      severity: 'error',
      slot: null,
      message: `${batch.name}最多填${batch.maxSlots}个志愿，当前${entries.length}个`,
    });
  }
  const seenPlans = new Map<number, number>();
  const seenSchools = new Map<number, number>();
  const majorsOnly = batch.unit === '专业+院校';
  entries.forEach((entry, index) => {
    const slot = index + 1;
    const plans = entry.plans.filter((p): p is PlanFacts => p !== null);
    if (entry.plans.length === 0) {
      out.push({ code: 'emptyEntry', severity: 'error', slot, message: `第${slot}志愿没有填专业` });
    }
    const perSlot = majorsOnly ? 1 : batch.majorsPerSlot;
    if (entry.plans.length > perSlot) {
      out.push({
        code: 'tooManyMajors',
        severity: 'error',
        slot,
        message: `第${slot}志愿最多填${perSlot}个专业，当前${entry.plans.length}个`,
      });
    }
    if (entry.plans.length > plans.length) {
      out.push({ code: 'missingPlan', severity: 'warning', slot, message: `第${slot}志愿中有专业的招生计划已不存在，请删除后重新选择` });
    }
    if (new Set(plans.map((p) => p.schoolId)).size > 1) {
      out.push({ code: 'mixedSchools', severity: 'error', slot, message: `第${slot}志愿中的专业须属于同一所院校` });
    }
    if (entry.adjust && !batch.allowAdjust) {
      out.push({ code: 'adjustNotAllowed', severity: 'error', slot, message: `${batch.name}不设服从调剂，第${slot}志愿不能勾选` });
    }
    for (const plan of plans) {
      out.push(...planViolations(scope, slot, plan, seenPlans));
    }
    const school = plans[0]?.schoolId;
    if (school !== undefined && !majorsOnly) {
      const earlier = seenSchools.get(school);
      if (earlier !== undefined) {
        out.push({
          code: 'duplicateSchool',
          severity: 'error',
          slot,
          message: `${plans[0].schoolName}已在第${earlier}志愿中，同一院校只能填一个志愿`,
        });
      } else {
        seenSchools.set(school, slot);
      }
    }
  });
  return out;
}

function planViolations(scope: TableScope, slot: number, plan: PlanFacts, seenPlans: Map<number, number>): Violation[] {
  const out: Violation[] = [];
  const label = `${plan.schoolName}${plan.majorName}`;
  const earlier = seenPlans.get(plan.planId);
  if (earlier !== undefined) {
    out.push({ code: 'duplicatePlan', severity: 'error', slot, message: `${label}重复填报（已在第${earlier}志愿中）` });
  } else {
    seenPlans.set(plan.planId, slot);
  }
  if (!inScope(scope, plan)) {
    out.push({ code: 'outOfScope', severity: 'error', slot, message: `${label}不属于本志愿表的批次、年份或科类` });
  }
  if (plan.exclusions.length > 0) {
    out.push({
      code: 'ineligible',
      severity: 'warning',
      slot,
      message: `${label}不符合报考条件：${plan.exclusions.map((e) => e.message).join('；')}`,
    });
  }
  return out;
}

/** Which slot a plan lands in when added at the end: beside its school's other majors, or a new slot. */
export function placePlan(scope: TableScope, batch: BatchRules, entries: readonly EntryDraft[], plan: PlanFacts): Placement {
  if (!inScope(scope, plan)) {
    return { kind: 'refused', message: `该招生计划不属于本志愿表的${batch.name}` };
  }
  const label = `${plan.schoolName}${plan.majorName}`;
  const existing = entries.findIndex((e) => e.plans.some((p) => p?.planId === plan.planId));
  if (existing >= 0) {
    return { kind: 'refused', message: `${label}已在第${existing + 1}志愿中` };
  }
  if (batch.unit !== '专业+院校') {
    const same = entries.findIndex((e) => e.plans.some((p) => p?.schoolId === plan.schoolId));
    if (same >= 0) {
      const count = entries[same].plans.length;
      if (count >= batch.majorsPerSlot) {
        return { kind: 'refused', message: `第${same + 1}志愿（${plan.schoolName}）已填满${batch.majorsPerSlot}个专业` };
      }
      return { kind: 'appendMajor', slot: same + 1, majorIndex: count + 1 };
    }
  }
  if (entries.length >= batch.maxSlots) {
    return { kind: 'refused', message: `志愿表已满（${batch.name}最多${batch.maxSlots}个志愿）` };
  }
  return { kind: 'newEntry', slot: entries.length + 1, majorIndex: 1 };
}

/** True when a plan belongs to the table's batch, year, province and category. */
export function inScope(scope: TableScope, plan: TableScope): boolean {
  return (
    plan.batchId === scope.batchId &&
    plan.year === scope.year &&
    plan.provinceId === scope.provinceId &&
    plan.examCategoryId === scope.examCategoryId
  );
}
