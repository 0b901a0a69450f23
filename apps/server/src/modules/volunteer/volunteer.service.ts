import type { Kysely } from 'kysely';
import {
  VOLUNTEER_TABLES_MAX,
  type VolunteerCreateBody,
  type VolunteerEntryAddBody,
  type VolunteerEntryAdded,
  type VolunteerEntryRemoveBody,
  type VolunteerEntryRemoved,
  type VolunteerPlanPlaced,
  type VolunteerTableItem,
  type VolunteerUpdateBody,
} from '@yzy/shared/contracts';
import { checkVolunteerTable, placePlan as placePlanRule, type PlanFacts } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { memberPlanning } from '../filling';
import type { PlanningContext } from '../filling';
import type { UniverseBatch } from '../filling';
import {
  countTables,
  deleteTable,
  findCurrentTable,
  findNewestTableId,
  findNewestTableOfBatch,
  findTable,
  insertTable,
  listTables,
  loadEntries,
  replaceEntries,
  setCurrentTable,
  touchTable,
  type EntryWrite,
} from './volunteer.repository';
import {
  batchRulesOf,
  draftsOf,
  loadOwnedTable,
  ownedTable,
  planFactsOf,
  requirePlans,
  scopeOf,
  snapshotOf,
  type OwnedTable,
} from './volunteer-scope';

/** Creates a table for a batch of the member's own province and plan year; the first table becomes current. */
export async function createTable(db: Kysely<Database>, memberId: number, body: VolunteerCreateBody): Promise<VolunteerTableItem> {
  const ctx = await memberPlanning(db, memberId);
  const id = await insertOwnTable(db, memberId, ctx, body.batchId, body.name);
  const item = (await listTables(db, memberId)).find((t) => t.id === id);
  if (!item) {
    throw notFound('志愿表不存在');
  }
  return item;
}

/** Renames and/or rewrites the ordered entries; refuses (10001) anything the batch rules call an error. */
export async function updateTable(db: Kysely<Database>, memberId: number, body: VolunteerUpdateBody): Promise<void> {
  const owned = await loadOwnedTable(db, memberId, body.id);
  const now = nowSeconds();
  if (!body.entries) {
    await touchTable(db, body.id, now, body.name);
    return;
  }
  const existing = new Set((await loadEntries(db, body.id)).map((e) => e.id));
  const writes: EntryWrite[] = body.entries.map((entry, index) => {
    if (entry.id !== undefined && !existing.has(entry.id)) {
      throw invalid(`第${index + 1}志愿的编号不属于本志愿表`);
    }
    const plans = requirePlans(owned.ctx, index + 1, entry.planIds);
    return { id: entry.id, schoolId: plans[0]?.schoolId ?? 0, adjust: entry.adjust, planIds: entry.planIds };
  });
  refuseErrors(owned, writes);
  await db.transaction().execute(async (trx) => {
    await touchTable(trx, body.id, now, body.name);
    await replaceEntries(trx, body.id, writes, now);
  });
}

/** Adds a plan to a table (default: the current one, created for the plan's batch if the member has none) and says where it landed. */
export async function addEntry(db: Kysely<Database>, memberId: number, body: VolunteerEntryAddBody): Promise<VolunteerEntryAdded> {
  let tableId = body.tableId ?? (await findCurrentTable(db, memberId))?.id;
  let tableCreated = false;
  if (tableId === undefined) {
    const ctx = await memberPlanning(db, memberId);
    const plan = planInScope(ctx, body.planId);
    const batch = batchOf(ctx, plan.plan.batchId);
    tableId = await insertOwnTable(db, memberId, ctx, batch.id, `${batch.name}志愿表`);
    tableCreated = true;
  }
  const owned = await loadOwnedTable(db, memberId, tableId);
  const facts = planFactsOf(owned.ctx, body.planId);
  if (!facts) {
    throw invalid(`该招生计划不属于本志愿表的${owned.batch.name}`);
  }
  const added = await db.transaction().execute((trx) => addToTable(trx, owned, facts));
  return { ...added, tableCreated };
}

/**
 * 加入志愿表 as one call: the plan goes into the member's current table when that table holds the
 * plan's batch; otherwise the member's table of that batch (the most recently changed one, or a new
 * one) becomes current and takes it. Everything happens in one transaction, so a refusal (a full
 * table, a batch rule) leaves no new table and no change of current table behind.
 */
export async function placePlan(db: Kysely<Database>, memberId: number, planId: number): Promise<VolunteerPlanPlaced> {
  const ctx = await memberPlanning(db, memberId);
  const plan = planInScope(ctx, planId);
  const batch = batchOf(ctx, plan.plan.batchId);
  const facts = planFactsOf(ctx, planId);
  if (!facts) {
    throw invalid('招生计划不存在，或不属于你所在省份、科类今年的计划');
  }
  return db.transaction().execute(async (trx) => {
    const current = await findCurrentTable(trx, memberId);
    let table = current?.batch_id === batch.id ? current : await findNewestTableOfBatch(trx, memberId, batch.id);
    let tableCreated = false;
    if (!table) {
      const id = await insertTableRow(trx, memberId, ctx, batch, `${batch.name}志愿表`);
      table = await findTable(trx, id);
      tableCreated = true;
    }
    if (!table) {
      throw notFound('志愿表不存在');
    }
    const switched = current !== undefined && current.id !== table.id;
    if (table.id !== current?.id) {
      await setCurrentTable(trx, memberId, table.id);
    }
    const owned: OwnedTable = { table, ctx, batch: batchRulesOf(batch), scope: scopeOf(table) };
    const added = await addToTable(trx, owned, facts);
    return { ...added, tableCreated, switchedTo: switched ? table.name : null };
  });
}

/** Places a plan in an owned table inside the caller's transaction; refuses (10001) what the batch rules refuse. */
async function addToTable(trx: Kysely<Database>, owned: OwnedTable, facts: PlanFacts): Promise<Omit<VolunteerEntryAdded, 'tableCreated'>> {
  await touchTable(trx, owned.table.id, nowSeconds());
  const entries = await loadEntries(trx, owned.table.id);
  const placement = placePlanRule(owned.scope, owned.batch, draftsOf(owned.ctx, entries), facts);
  if (placement.kind === 'refused') {
    throw invalid(placement.message);
  }
  const writes: EntryWrite[] = entries.map((e) => ({ id: e.id, schoolId: e.schoolId, adjust: e.adjust, planIds: e.planIds }));
  if (placement.kind === 'newEntry') {
    writes.push({ schoolId: facts.schoolId, adjust: owned.batch.allowAdjust, planIds: [facts.planId] });
  } else {
    writes[placement.slot - 1].planIds.push(facts.planId);
  }
  await replaceEntries(trx, owned.table.id, writes, nowSeconds());
  const entryId = (await loadEntries(trx, owned.table.id))[placement.slot - 1]?.id ?? 0;
  return {
    tableId: owned.table.id,
    entryId,
    slot: placement.slot,
    majorIndex: placement.majorIndex,
    newEntry: placement.kind === 'newEntry',
  };
}

function planInScope(ctx: PlanningContext, planId: number) {
  const plan = ctx.evaluation.byId.get(planId);
  if (!plan) {
    throw invalid('招生计划不存在，或不属于你所在省份、科类今年的计划');
  }
  return plan;
}

function batchOf(ctx: PlanningContext, batchId: number): UniverseBatch {
  const batch = ctx.universe.batches.find((b) => b.id === batchId);
  if (!batch) {
    throw invalid('批次不存在，或不是你所在省份今年的批次');
  }
  return batch;
}

/** Removes a whole 志愿, or one major of it (the 志愿 goes when its last major does). */
export async function removeEntry(db: Kysely<Database>, memberId: number, body: VolunteerEntryRemoveBody): Promise<VolunteerEntryRemoved> {
  await ownedTable(db, memberId, body.tableId);
  return db.transaction().execute(async (trx) => {
    await touchTable(trx, body.tableId, nowSeconds());
    const entries = await loadEntries(trx, body.tableId);
    const entry = entries.find((e) => e.id === body.entryId);
    if (!entry) {
      throw notFound('志愿不存在');
    }
    if (body.planId !== undefined && !entry.planIds.includes(body.planId)) {
      throw notFound('该志愿中没有这个专业');
    }
    const writes = entries
      .map((e) =>
        e.id === body.entryId ? { ...e, planIds: body.planId === undefined ? [] : e.planIds.filter((p) => p !== body.planId) } : e,
      )
      .filter((e) => e.planIds.length > 0);
    await replaceEntries(trx, body.tableId, writes, nowSeconds());
    return { tableId: body.tableId, entryCount: writes.length };
  });
}

/** Deletes a table; when it was current, the most recently changed remaining table becomes current. */
export async function deleteOwnTable(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  const table = await ownedTable(db, memberId, id);
  await db.transaction().execute(async (trx) => {
    await deleteTable(trx, id);
    const next = table.is_current === 1 ? await findNewestTableId(trx, memberId) : undefined;
    if (next !== undefined) {
      await setCurrentTable(trx, memberId, next);
    }
  });
}

export async function setCurrent(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  await ownedTable(db, memberId, id);
  await db.transaction().execute((trx) => setCurrentTable(trx, memberId, id));
}

async function insertOwnTable(
  db: Kysely<Database>,
  memberId: number,
  ctx: PlanningContext,
  batchId: number,
  name: string,
): Promise<number> {
  const batch = batchOf(ctx, batchId);
  return db.transaction().execute(async (trx) => {
    const id = await insertTableRow(trx, memberId, ctx, batch, name);
    if (!(await findCurrentTable(trx, memberId))) {
      await setCurrentTable(trx, memberId, id);
    }
    return id;
  });
}

/** Inserts a table (not current) inside the caller's transaction; refuses past the member's table limit. */
async function insertTableRow(
  trx: Kysely<Database>,
  memberId: number,
  ctx: PlanningContext,
  batch: UniverseBatch,
  name: string,
): Promise<number> {
  if ((await countTables(trx, memberId)) >= VOLUNTEER_TABLES_MAX) {
    throw invalid(`最多保存${VOLUNTEER_TABLES_MAX}张志愿表，请先删除不用的志愿表`);
  }
  const now = nowSeconds();
  return insertTable(trx, {
    member_id: memberId,
    name,
    batch_id: batch.id,
    year: batchRulesOf(batch).year,
    province_id: ctx.universe.provinceId,
    exam_category_id: ctx.universe.examCategoryId,
    is_current: 0,
    score_snapshot: JSON.stringify(snapshotOf(ctx)),
    created_at: now,
    updated_at: now,
  });
}

function refuseErrors(owned: OwnedTable, writes: readonly EntryWrite[]): void {
  const violations = checkVolunteerTable(owned.scope, owned.batch, draftsOf(owned.ctx, writes));
  const error = violations.find((v) => v.severity === 'error');
  if (error) {
    throw invalid(error.message, { violations });
  }
}
