import type { Kysely } from 'kysely';
import type { ScoreSnapshot } from '@yzy/shared/contracts';
import type { BatchRules, EntryDraft, PlanFacts, TableScope } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { forbidden, invalid, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { requireScoreProfile } from '../score-profile';
import { planningIn, type PlanningContext } from '../filling';
import type { UniverseBatch } from '../filling';
import { findTable, type TableRow } from './volunteer.repository';

/** A table the member owns, with the planning context of its scope and its batch's rules. */
export interface OwnedTable {
  table: TableRow;
  ctx: PlanningContext;
  batch: BatchRules;
  scope: TableScope;
}

/** The member's table: 10004 when it does not exist, 10008 when it is someone else's. */
export async function ownedTable(db: Kysely<Database>, memberId: number, id: number): Promise<TableRow> {
  const table = await findTable(db, id);
  if (!table) {
    throw notFound('志愿表不存在');
  }
  if (table.member_id !== memberId) {
    throw forbidden('无权访问该志愿表');
  }
  return table;
}

/** Ownership plus everything the rules need: the scope's plans evaluated for the member's current scores. */
export async function loadOwnedTable(db: Kysely<Database>, memberId: number, id: number): Promise<OwnedTable> {
  const profile = await requireScoreProfile(db, memberId);
  const table = await ownedTable(db, memberId, id);
  const ctx = await planningIn(db, profile, table.province_id, table.exam_category_id, table.year);
  const batch = ctx.universe.batches.find((b) => b.id === table.batch_id);
  if (!batch) {
    throw notFound('志愿表的批次已不存在');
  }
  return {
    table,
    ctx,
    batch: batchRulesOf(batch),
    scope: scopeOf(table),
  };
}

/** The scope a table's rules are checked in: its batch, year, province and exam category. */
export function scopeOf(table: TableRow): TableScope {
  return { batchId: table.batch_id, year: table.year, provinceId: table.province_id, examCategoryId: table.exam_category_id };
}

export function batchRulesOf(b: UniverseBatch): BatchRules {
  return {
    id: b.id,
    name: b.name,
    year: b.year,
    mode: b.mode,
    unit: b.unit,
    maxSlots: b.maxSlots,
    majorsPerSlot: b.majorsPerSlot,
    allowAdjust: b.allowAdjust,
  };
}

/** A plan as the volunteer rules see it; null when it is not among the scope's plans. */
export function planFactsOf(ctx: PlanningContext, planId: number): PlanFacts | null {
  const e = ctx.evaluation.byId.get(planId);
  if (!e) {
    return null;
  }
  const { plan } = e;
  return {
    planId,
    schoolId: plan.school.id,
    schoolName: plan.school.name,
    majorName: plan.majorName,
    batchId: plan.batchId,
    year: plan.year,
    provinceId: ctx.universe.provinceId,
    examCategoryId: ctx.universe.examCategoryId,
    exclusions: e.exclusions,
  };
}

/** Rule drafts of entries (stored or about to be written). */
export function draftsOf(ctx: PlanningContext, entries: readonly { adjust: boolean; planIds: readonly number[] }[]): EntryDraft[] {
  return entries.map((e) => ({ adjust: e.adjust, plans: e.planIds.map((id) => planFactsOf(ctx, id)) }));
}

/** Plan facts of ids that must all exist in the scope (writes); 10001 naming the slot otherwise. */
export function requirePlans(ctx: PlanningContext, slot: number, planIds: readonly number[]): PlanFacts[] {
  return planIds.map((id) => {
    const facts = planFactsOf(ctx, id);
    if (!facts) {
      throw invalid(`第${slot}志愿中的招生计划${id}不存在，或不属于本志愿表的省份、科类和年份`);
    }
    return facts;
  });
}

/** The member's scores and standing, saved with a table. */
export function snapshotOf(ctx: PlanningContext): ScoreSnapshot {
  const { standing } = ctx.evaluation;
  return {
    cultureScore: ctx.profile.culture,
    testsScore: ctx.profile.tests,
    composite: standing.composite,
    rank: standing.rank,
    rankYear: standing.rankYear,
    rankEstimated: standing.rankEstimated,
    rankEntered: standing.rankEntered,
    takenAt: nowSeconds(),
  };
}
