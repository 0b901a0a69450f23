import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendRow, VolunteerEntryAdded } from '@yzy/shared/contracts';
import { addPlan, createTable, fetchTables, setCurrentTable, volunteerKeys } from '../volunteer/api';
import { fillingKeys } from './api';

export interface AddOutcome extends VolunteerEntryAdded {
  /** Set when the plan's batch differed from the current table's and another table became current. */
  switchedTo: string | null;
}

/** What adding needs to know about a plan (a recommendation row, or a plan on a school's page). */
export type PlanToAdd = Pick<RecommendRow, 'planId' | 'batchId' | 'batchName'>;

/**
 * 加入志愿表: adds a plan to the member's current table. A table holds one batch, so when the
 * current table is another batch's, the member's table of this batch becomes current first (one is
 * created when there is none); with no table at all the server creates one.
 */
export async function addToCurrentTable(row: PlanToAdd, tables: Awaited<ReturnType<typeof fetchTables>>): Promise<AddOutcome> {
  const current = tables.content.find((t) => t.isCurrent);
  if (!current || current.batchId === row.batchId) {
    return { ...(await addPlan({ planId: row.planId, tableId: current?.id })), switchedTo: null };
  }
  const existing = tables.content.find((t) => t.batchId === row.batchId);
  const target = existing ?? (await createTable({ name: `${row.batchName}志愿表`, batchId: row.batchId }));
  if (!target.isCurrent) {
    await setCurrentTable(target.id);
  }
  return { ...(await addPlan({ planId: row.planId, tableId: target.id })), switchedTo: target.name };
}

/** The mutation behind one 加入志愿表 button (filling rows; reusable wherever a plan is shown). */
export function useAddToTable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (row: PlanToAdd) => addToCurrentTable(row, await client.fetchQuery({ queryKey: volunteerKeys.list(), queryFn: ({ signal }) => fetchTables(signal), staleTime: 0 })),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: volunteerKeys.all }), client.invalidateQueries({ queryKey: fillingKeys.all })]),
  });
}
