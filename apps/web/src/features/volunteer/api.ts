import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Codes } from '@yzy/shared/contracts/codes';
import type {
  VolunteerCreateBody,
  VolunteerDetail,
  VolunteerEntry,
  VolunteerEntryRemoveBody,
  VolunteerEntryRemoved,
  VolunteerList,
  VolunteerPlanPlaced,
  VolunteerTableItem,
} from '@yzy/shared/contracts';
import { ApiError, get, post, put } from '../../lib/http';
import { batchesQuery, fillingKeys, refreshPlanning, volunteerKeys } from '../../shared/planning';
import { entriesForUpdate, withEntries } from './entry-order';

export type { VolunteerDetail, VolunteerEntry, VolunteerPlanPlaced, VolunteerTableItem };
export { volunteerKeys };

/** A table that is not the member's (10008) or no longer exists (10004) is shown in the page, not toasted. */
export const TABLE_MISSING_CODES = [Codes.notFound, Codes.forbidden] as const;

/** 10004 / 10008 both read as 不存在: no hint that someone else's table exists. */
export function isTableMissing(error: unknown): boolean {
  return error instanceof ApiError && (TABLE_MISSING_CODES as readonly number[]).includes(error.status);
}

export function fetchTables(signal?: AbortSignal): Promise<VolunteerList> {
  return get<VolunteerList>('/api/v1/volunteer/list', undefined, { loading: false, signal });
}

export function fetchDetail(id: number, signal?: AbortSignal): Promise<VolunteerDetail> {
  return get<VolunteerDetail>('/api/v1/volunteer/detail', { id }, { loading: false, silent: TABLE_MISSING_CODES, signal });
}

export function createTable(body: VolunteerCreateBody): Promise<VolunteerTableItem> {
  return post<VolunteerTableItem>('/api/v1/volunteer/create', body);
}

export function renameTable({ id, name }: { id: number; name: string }): Promise<VolunteerDetail> {
  return put<VolunteerDetail>('/api/v1/volunteer/update', { id, name });
}

/** PUT volunteer/update with the whole ordered list (order, majors, 服从调剂). */
export function saveEntries(id: number, entries: readonly VolunteerEntry[]): Promise<VolunteerDetail> {
  return put<VolunteerDetail>('/api/v1/volunteer/update', { id, entries: entriesForUpdate(entries) });
}

/** POST volunteer/entry/place: 加入志愿表 in one call (the table of the plan's batch becomes current, made when missing). */
export function placePlan(planId: number): Promise<VolunteerPlanPlaced> {
  return post<VolunteerPlanPlaced>('/api/v1/volunteer/entry/place', { planId });
}

export function removeEntry(body: VolunteerEntryRemoveBody): Promise<VolunteerEntryRemoved> {
  return post<VolunteerEntryRemoved>('/api/v1/volunteer/entry/remove', body);
}

export function deleteTable(id: number): Promise<null> {
  return post<null>('/api/v1/volunteer/delete', { id });
}

export function setCurrentTable(id: number): Promise<null> {
  return post<null>('/api/v1/volunteer/setCurrent', { id });
}

const tablesQuery = queryOptions({ queryKey: volunteerKeys.list(), queryFn: ({ signal }) => fetchTables(signal) });

export function useTables() {
  return useQuery(tablesQuery);
}

/** Disabled for an id the server would refuse (null). */
function tableDetailQuery(id: number | null) {
  return queryOptions({
    queryKey: volunteerKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchDetail(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useTableDetail(id: number | null) {
  return useQuery(tableDetailQuery(id));
}

/** 我的志愿's first screen, asked for as the page opens: the tables, and the batches its new-table form offers. */
export function prefetchTables(client: QueryClient): Promise<void> {
  return Promise.all([client.prefetchQuery(tablesQuery), client.prefetchQuery(batchesQuery)]).then(() => undefined);
}

/** 志愿表详情's table, asked for as the page opens (an id the server would refuse is left to the page). */
export function prefetchTableDetail(client: QueryClient, id: number | null): Promise<void> {
  return id === null ? Promise.resolve() : client.prefetchQuery(tableDetailQuery(id));
}

/** One mutation hook per call, each refreshing every planning query when it succeeds. */
function usePlanningMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshPlanning(client) });
}

export const useCreateTable = () => usePlanningMutation(createTable);
export const useRenameTable = () => usePlanningMutation(renameTable);
export const useRemoveEntry = () => usePlanningMutation(removeEntry);
export const useDeleteTable = () => usePlanningMutation(deleteTable);
export const useSetCurrentTable = () => usePlanningMutation(setCurrentTable);
/** The mutation behind a 加入志愿表 button (filling rows; reusable wherever a plan is shown). */
export const usePlacePlan = () => usePlanningMutation(placePlan);

/**
 * Saves a new order / 服从调剂 of a table's entries. The page shows the change at once
 * (drag and drop must not jump back while the call runs) and returns to the saved state if the
 * server refuses it (a rule of severity error, 10001, already toasted).
 */
export function useSaveEntries(detail: VolunteerDetail) {
  const client = useQueryClient();
  const key = volunteerKeys.detail(detail.id);
  return useMutation({
    mutationFn: (entries: VolunteerEntry[]) => saveEntries(detail.id, entries),
    onMutate: async (entries) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<VolunteerDetail>(key);
      client.setQueryData(key, withEntries(detail, entries));
      return { previous };
    },
    onError: (_error, _entries, context) => {
      if (context?.previous) {
        client.setQueryData(key, context.previous);
      }
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      void client.invalidateQueries({ queryKey: volunteerKeys.list() });
      void client.invalidateQueries({ queryKey: fillingKeys.all });
    },
  });
}
