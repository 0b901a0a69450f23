import type { Kysely } from 'kysely';
import {
  scoreSnapshot,
  type ScoreSnapshot,
  type VolunteerAnalysisResult,
  type VolunteerDetail,
  type VolunteerEntry,
  type VolunteerMajor,
} from '@yzy/shared/contracts';
import {
  analyseVolunteerTable,
  availabilityOf,
  checkVolunteerTable,
  publishedFormula,
  targetMix,
  type AnalysedEntry,
} from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { freePlanIdsOf, tuitionYuan } from '../filling';
import { loadEntries, type StoredEntry } from './volunteer.repository';
import { draftsOf, loadOwnedTable, type OwnedTable } from './volunteer-scope';

/**
 * A table with its entries, majors, lines, tiers and probabilities (see below) and rule violations.
 * A free member sees no probability, and a tier only for the plans whose tier the recommendation
 * list shows them (their free plans, recommend.ts): adding a plan to a table reveals nothing more.
 */
export async function volunteerDetailOf(db: Kysely<Database>, memberId: number, id: number, vip: boolean): Promise<VolunteerDetail> {
  const owned = await loadOwnedTable(db, memberId, id);
  const entries = await loadEntries(db, id);
  const snapshot = parseSnapshot(owned.table.score_snapshot);
  const { profile } = owned.ctx;
  const free = vip ? null : freePlanIdsOf(owned.ctx.evaluation.plans, owned.table.batch_id);
  return {
    id,
    name: owned.table.name,
    batchId: owned.table.batch_id,
    batchName: owned.batch.name,
    year: owned.table.year,
    isCurrent: owned.table.is_current === 1,
    entryCount: entries.length,
    maxSlots: owned.batch.maxSlots,
    createdAt: Number(owned.table.created_at),
    updatedAt: Number(owned.table.updated_at),
    batch: {
      id: owned.batch.id,
      name: owned.batch.name,
      mode: owned.batch.mode,
      unit: owned.batch.unit,
      maxSlots: owned.batch.maxSlots,
      majorsPerSlot: owned.batch.majorsPerSlot,
      allowAdjust: owned.batch.allowAdjust,
    },
    scoreSnapshot: snapshot,
    scoreChanged: snapshot.cultureScore !== profile.culture || snapshot.testsScore !== profile.tests,
    entries: entries.map((e, i) => entryOf(owned, e, i + 1, free)),
    violations: checkVolunteerTable(owned.scope, owned.batch, draftsOf(owned.ctx, entries)),
    probabilityLocked: !vip,
  };
}

/** The VIP analysis of a table (the caller checks VIP). */
export async function volunteerAnalysisOf(db: Kysely<Database>, memberId: number, id: number): Promise<VolunteerAnalysisResult> {
  const owned = await loadOwnedTable(db, memberId, id);
  const entries = await loadEntries(db, id);
  const analysed: AnalysedEntry[] = entries.map((e) => ({
    schoolName: schoolNameOf(owned, e),
    adjust: e.adjust,
    majors: e.planIds.flatMap((planId) => {
      const ev = owned.ctx.evaluation.byId.get(planId);
      return ev ? [{ planId, majorName: ev.plan.majorName, probability: ev.probability, excluded: ev.excluded }] : [];
    }),
  }));
  const inTable = new Set(entries.flatMap((e) => e.planIds));
  const others = owned.ctx.evaluation.plans.filter((e) => e.plan.batchId === owned.scope.batchId && !inTable.has(e.plan.id));
  const result = analyseVolunteerTable(owned.batch, analysed, availabilityOf(others.map((e) => e.probability)));
  return {
    tableId: id,
    tableName: owned.table.name,
    batchName: owned.batch.name,
    ...result,
    targetMix: targetMix(owned.batch.mode === '平行' ? owned.batch.maxSlots : Math.max(entries.length, 1)),
    violations: checkVolunteerTable(owned.scope, owned.batch, draftsOf(owned.ctx, entries)),
  };
}

function entryOf(owned: OwnedTable, e: StoredEntry, slot: number, free: ReadonlySet<number> | null): VolunteerEntry {
  const first = e.planIds.map((id) => owned.ctx.evaluation.byId.get(id)).find((x) => x !== undefined);
  const school = first?.plan.school;
  return {
    id: e.id,
    slot,
    adjust: e.adjust,
    school: {
      id: e.schoolId,
      name: school?.name ?? '',
      provinceName: school?.provinceName ?? '',
      nature: school?.nature ?? '',
      tags: school?.tags ?? [],
    },
    majors: e.planIds.map((planId) => majorOf(owned, planId, free)),
  };
}

/** `free`: the free member's free plan ids; null for VIP (everything shown). */
function majorOf(owned: OwnedTable, planId: number, free: ReadonlySet<number> | null): VolunteerMajor {
  const ev = owned.ctx.evaluation.byId.get(planId);
  if (!ev) {
    return {
      planId,
      exists: false,
      majorName: '',
      majorCode: null,
      planCount: null,
      reference: false,
      schoolCode: null,
      groupCode: null,
      source: '',
      sourceUrl: null,
      schoolFormula: null,
      tuition: '0.00',
      lines: [],
      probability: null,
      tier: null,
      tierLocked: false,
      excluded: false,
      exclusions: [],
      decidedBy: null,
    };
  }
  const { plan } = ev;
  return {
    planId,
    exists: true,
    majorName: plan.majorName,
    majorCode: plan.majorCode,
    planCount: plan.planCount,
    reference: plan.reference,
    schoolCode: plan.schoolCode,
    groupCode: plan.groupCode,
    source: plan.source,
    sourceUrl: plan.sourceUrl,
    schoolFormula: plan.formula ? publishedFormula(plan.formula) : null,
    tuition: tuitionYuan(plan.tuitionFen),
    lines: plan.history.map((h) => ({
      year: h.year,
      minScore: h.minScore,
      minRank: h.minRank,
      planCount: h.planCount,
      source: h.source,
      sourceUrl: h.sourceUrl ?? null,
    })),
    probability: free === null ? ev.probability : null,
    tier: free === null || free.has(planId) ? ev.tier : null,
    tierLocked: free !== null && ev.tier !== null && !free.has(planId),
    excluded: ev.excluded,
    exclusions: ev.exclusions,
    decidedBy: ev.decidedBy,
  };
}

export function schoolNameOf(owned: OwnedTable, e: StoredEntry): string {
  return e.planIds.map((id) => owned.ctx.evaluation.byId.get(id)?.plan.school.name).find((n) => n !== undefined) ?? '（计划已不存在）';
}

function parseSnapshot(text: string): ScoreSnapshot {
  const parsed = scoreSnapshot.safeParse(JSON.parse(text));
  return parsed.success
    ? parsed.data
    : { cultureScore: 0, testsScore: 0, composite: 0, rank: null, rankYear: null, rankEstimated: true, takenAt: 0 };
}
