import { z } from 'zod';
import { TIERS } from '../rules/tiers';
import { VOLUNTEER_NAME_MAX } from './limits';
import { sourceField, sourceUrlField } from './paging';

/**
 * 我的志愿 (/volunteer, /vdetail, /analysis): a member's volunteer tables. Every call needs login
 * and a score profile; a table id that is not the member's answers 10008, an unknown one 10004.
 * volunteer/analysis needs VIP (10005). Writes that break a batch rule of severity `error` answer
 * 10001 with the rule's message; `warning`s are saved and listed in `violations`.
 */

const id = (label: string) =>
  z.coerce
    .number({ error: `${label}须为正整数` })
    .int({ error: `${label}须为正整数` })
    .positive({ error: `${label}须为正整数` });
const tableName = z
  .string({ error: '请输入志愿表名称' })
  .trim()
  .min(1, { error: '请输入志愿表名称' })
  .max(VOLUNTEER_NAME_MAX, { error: `志愿表名称不能超过${VOLUNTEER_NAME_MAX}个字` });

export const volunteerIdBody = z.object({ /** Table id. */ id: id('志愿表编号') });
export const volunteerIdQuery = volunteerIdBody;

export const volunteerCreateBody = z.object({
  name: tableName,
  /** A batch of the member's province and plan year (filling/batches). */
  batchId: id('批次编号'),
});

export const volunteerUpdateBody = z.object({
  id: id('志愿表编号'),
  /** New name; omitted keeps it. */
  name: tableName.optional(),
  /**
   * The whole ordered list of 志愿 (omitted keeps them): slot i is entries[i]. `id` keeps an
   * existing entry's id; entries not listed are removed. planIds are the majors in order.
   */
  entries: z
    .array(
      z.object({
        id: id('志愿编号').optional(),
        planIds: z.array(id('招生计划编号')).max(20, { error: '一个志愿最多20个专业' }),
        /** 服从调剂. */
        adjust: z.boolean({ error: '服从调剂须为true或false' }),
      }),
    )
    .max(200, { error: '志愿数量过多' })
    .optional(),
});

export const volunteerEntryAddBody = z.object({
  /** Plan id from filling/recommend or a detail page. */
  planId: id('招生计划编号'),
  /** Table to add to; default the current table (one is created for the plan's batch when the member has none). */
  tableId: id('志愿表编号').optional(),
});

/** 加入志愿表 in one call: the plan goes into the member's table of its batch (see volunteerPlanPlaced). */
export const volunteerPlanPlaceBody = z.object({
  /** Plan id from filling/recommend or a detail page. */
  planId: id('招生计划编号'),
});

export const volunteerEntryRemoveBody = z.object({
  tableId: id('志愿表编号'),
  entryId: id('志愿编号'),
  /** Remove only this major from the entry; omitted removes the whole 志愿. An entry left without majors is removed. */
  planId: id('招生计划编号').optional(),
});

export const volunteerTableItem = z.object({
  id: z.number(),
  name: z.string(),
  batchId: z.number(),
  batchName: z.string(),
  year: z.number(),
  /** The member's current table: where filling's 加入志愿表 goes. */
  isCurrent: z.boolean(),
  /** Filled 志愿. */
  entryCount: z.number(),
  maxSlots: z.number(),
  /** Unix seconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const volunteerList = z.object({ content: z.array(volunteerTableItem) });

/** The member's scores when the table was created. */
export const scoreSnapshot = z.object({
  cultureScore: z.number(),
  testsScore: z.number(),
  /** Composite under the province's formula. */
  composite: z.number(),
  rank: z.number().nullable(),
  rankYear: z.number().nullable(),
  rankEstimated: z.boolean(),
  /** True when the rank is the one the member entered; absent in tables saved before it existed. */
  rankEntered: z.boolean().optional(),
  /** Unix seconds. */
  takenAt: z.number(),
});

export const volunteerMajor = z.object({
  planId: z.number(),
  /** False when the plan no longer exists (removed by a data import); the other fields are then empty. */
  exists: z.boolean(),
  majorName: z.string(),
  majorCode: z.string().nullable(),
  /** null when not published (a reference entry). */
  planCount: z.number().nullable(),
  /** True for a reference entry (the year's plans are not published; docs/data.md). */
  reference: z.boolean(),
  /** The province's official 院校代号 and 专业组代号, where the data has them. */
  schoolCode: z.string().nullable(),
  groupCode: z.string().nullable(),
  /** Publisher of the plan (of the admission line, for a reference entry); '' when the plan no longer exists. */
  source: z.string(),
  /** The plan's own official page (the admission line's, for a reference entry); null when not known. */
  sourceUrl: sourceUrlField,
  /** The school's own composite formula in the province's published form (文化成绩×60%+专业成绩×100%); null = the province's. */
  schoolFormula: z.string().nullable(),
  /** Yuan per year, two decimals; null when the publication gives none. */
  tuition: z.string().nullable(),
  /** Up to three past years, newest first, each with its own official page (null when not known). */
  lines: z.array(
    z.object({
      year: z.number(),
      minScore: z.number(),
      minRank: z.number().nullable(),
      planCount: z.number().nullable(),
      source: sourceField,
      sourceUrl: sourceUrlField,
    }),
  ),
  /** Admission probability for VIP members; null for free members (probabilityLocked) or without an estimate. */
  probability: z.number().nullable(),
  /** 冲 / 稳 / 保; null without an estimate, or for a free member outside their free plans (tierLocked). */
  tier: z.enum(TIERS).nullable(),
  /** True when a free member is not shown this plan's tier (it is not among their free plans of the batch). */
  tierLocked: z.boolean(),
  excluded: z.boolean(),
  exclusions: z.array(z.object({ code: z.string(), message: z.string() })),
  /** 校考 plans: what decides admission; null for plans ranked by the composite. */
  decidedBy: z.string().nullable(),
});

export const volunteerEntry = z.object({
  id: z.number(),
  /** 1-based 志愿 number. */
  slot: z.number(),
  /** 服从调剂. */
  adjust: z.boolean(),
  school: z.object({ id: z.number(), name: z.string(), provinceName: z.string(), nature: z.string(), tags: z.array(z.string()) }),
  majors: z.array(volunteerMajor),
});

export const volunteerViolation = z.object({
  /** tooManySlots / emptyEntry / tooManyMajors / mixedSchools / duplicatePlan / duplicateSchool / outOfScope / adjustNotAllowed / missingPlan / ineligible. */
  code: z.string(),
  /** error: the exam system would refuse it; warning: allowed but a mistake. */
  severity: z.enum(['error', 'warning']),
  /** 1-based slot; null for the whole table. */
  slot: z.number().nullable(),
  message: z.string(),
});

export const volunteerDetail = volunteerTableItem.extend({
  batch: z.object({
    id: z.number(),
    name: z.string(),
    mode: z.string(),
    unit: z.string(),
    maxSlots: z.number(),
    majorsPerSlot: z.number(),
    allowAdjust: z.boolean(),
  }),
  scoreSnapshot: scoreSnapshot,
  /** True when the member's scores now differ from the snapshot. */
  scoreChanged: z.boolean(),
  entries: z.array(volunteerEntry),
  violations: z.array(volunteerViolation),
  /** True for free members: probabilities are withheld (tiers only for their free plans). */
  probabilityLocked: z.boolean(),
});

export const volunteerEntryAdded = z.object({
  tableId: z.number(),
  entryId: z.number(),
  /** 1-based 志愿 the plan landed in. */
  slot: z.number(),
  /** 1-based position among that 志愿's majors. */
  majorIndex: z.number(),
  /** True when a new 志愿 was opened (false: added beside the school's other majors). */
  newEntry: z.boolean(),
  /** True when a table had to be created (the member had no current table). */
  tableCreated: z.boolean(),
});

/**
 * What volunteer/entry/place did, all in one transaction: when the current table held another batch,
 * the member's table of the plan's batch became current (created when there was none).
 */
export const volunteerPlanPlaced = volunteerEntryAdded.extend({
  /** Name of the table that became current; null when the plan went into the table that was already current. */
  switchedTo: z.string().nullable(),
});

export const volunteerEntryRemoved = z.object({ tableId: z.number(), entryCount: z.number() });

const riskSeverity = z.enum(['high', 'medium', 'low']);

export const volunteerAnalysis = z.object({
  tableId: z.number(),
  tableName: z.string(),
  batchName: z.string(),
  /** 冲/稳/保 counts and the tier of each slot in order (null: no estimate or ineligible). */
  gradient: z.object({
    counts: z.object({ 冲: z.number(), 稳: z.number(), 保: z.number(), unrated: z.number(), ineligible: z.number() }),
    sequence: z.array(z.enum(TIERS).nullable()),
  }),
  /** A balanced mix for this batch's slot count (about 30% 冲, 40% 稳, 30% 保). */
  targetMix: z.object({ 冲: z.number(), 稳: z.number(), 保: z.number() }),
  filledSlots: z.number(),
  maxSlots: z.number(),
  emptySlots: z.number(),
  /** 滑档 (no admission in the batch): at most 1 − the best entry's probability. */
  slideRisk: z.object({ level: riskSeverity, probabilityAtMost: z.number().nullable() }),
  entries: z.array(
    z.object({
      slot: z.number(),
      schoolName: z.string(),
      adjust: z.boolean(),
      /** Best eligible major's probability; 0 when all are excluded; null without an estimate. */
      probability: z.number().nullable(),
      tier: z.enum(TIERS).nullable(),
      hopeless: z.boolean(),
      wasted: z.boolean(),
      ineligible: z.boolean(),
    }),
  ),
  /** Findings, most severe first: slide, withdraw (退档), ineligible, wasted, hopeless, order, sequentialFirst, emptySlots, tooManyRush, tooSafe, flat, unrated. */
  risks: z.array(
    z.object({
      code: z.string(),
      severity: riskSeverity,
      slot: z.number().nullable(),
      message: z.string(),
      suggestion: z.string().nullable(),
    }),
  ),
  /** Concrete actions, most important first. */
  suggestions: z.array(z.string()),
  violations: z.array(volunteerViolation),
});

export type VolunteerCreateBody = z.infer<typeof volunteerCreateBody>;
export type VolunteerUpdateBody = z.infer<typeof volunteerUpdateBody>;
export type VolunteerEntryAddBody = z.infer<typeof volunteerEntryAddBody>;
export type VolunteerPlanPlaceBody = z.infer<typeof volunteerPlanPlaceBody>;
export type VolunteerPlanPlaced = z.infer<typeof volunteerPlanPlaced>;
export type VolunteerEntryRemoveBody = z.infer<typeof volunteerEntryRemoveBody>;
export type VolunteerTableItem = z.infer<typeof volunteerTableItem>;
export type VolunteerList = z.infer<typeof volunteerList>;
export type VolunteerDetail = z.infer<typeof volunteerDetail>;
export type VolunteerEntry = z.infer<typeof volunteerEntry>;
export type VolunteerMajor = z.infer<typeof volunteerMajor>;
export type VolunteerViolation = z.infer<typeof volunteerViolation>;
export type VolunteerEntryAdded = z.infer<typeof volunteerEntryAdded>;
export type VolunteerEntryRemoved = z.infer<typeof volunteerEntryRemoved>;
export type VolunteerAnalysisResult = z.infer<typeof volunteerAnalysis>;
export type ScoreSnapshot = z.infer<typeof scoreSnapshot>;
