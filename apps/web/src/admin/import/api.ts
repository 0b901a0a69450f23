import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_TABLES,
  type importTableInfo,
  type importUploadBody,
  type ImportCommitResult,
  type ImportJob,
  type ImportProgressState,
  type ImportReport,
  type ImportRevertResult,
  type ImportTableKey,
} from '@yzy/shared/contracts';
import type { z } from 'zod';
import type { Page } from '../../lib/list-params';
import { adminGet, adminGetFile, adminPost } from '../lib/admin-http';
import { ADMIN_KEY } from '../lib/admin-keys';
import { saveBlob } from '../lib/files';

export type { ImportCommitResult, ImportJob, ImportProgressState, ImportReport, ImportTableKey };

export type ImportTableInfo = z.infer<typeof importTableInfo>;

export const importKeys = {
  all: [ADMIN_KEY, 'import'] as const,
  tables: () => [...importKeys.all, 'tables'] as const,
  jobs: (page: number) => [...importKeys.all, 'jobs', page] as const,
  report: (importId: string) => [...importKeys.all, 'report', importId] as const,
  progress: (key: string) => [...importKeys.all, 'progress', key] as const,
};

/** How often the console asks how far a running upload or commit is. */
const PROGRESS_POLL_MS = 1000;

/** A fresh name for one upload or commit, under which GET /import/progress answers how far it is. */
export function newProgressKey(): string {
  return `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** GET /import/progress while `key` names a call still running (null: nothing to ask). */
export function useImportProgress(key: string | null) {
  return useQuery({
    queryKey: importKeys.progress(key ?? ''),
    queryFn: () => adminGet<ImportProgressState | null>('/import/progress', { key }, { silent: true }),
    enabled: key !== null,
    refetchInterval: PROGRESS_POLL_MS,
    gcTime: 0,
  });
}

/** A dry run or a commit of a 10 MB file takes tens of seconds (on a busy host, a minute or more): give it longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 300_000;

export function useImportTables() {
  return useQuery({ queryKey: importKeys.tables(), queryFn: () => adminGet<ImportTableInfo[]>('/import/tables'), staleTime: Infinity });
}

/** GET /import/template: the header row and one example row, as CSV or XLSX, saved by the browser. */
export async function downloadTemplate(table: ImportTableKey, format: 'csv' | 'xlsx'): Promise<void> {
  const { blob, fileName } = await adminGetFile('/import/template', { table, format });
  saveBlob(blob, fileName ?? `${IMPORT_TABLES[table].label}导入模板.${format}`);
}

/** POST /import/upload: checks every row and writes nothing; the report says what a commit would do. Failures show beside the uploader. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof importUploadBody>) =>
      adminPost<ImportReport>('/import/upload', body, { timeout: UPLOAD_TIMEOUT_MS, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'jobs'] }),
  });
}

/**
 * POST /import/commit: the whole file in one transaction, or nothing; `progressKey` names it for
 * useImportProgress. `skipRejected` commits the accepted rows of a report with refused ones (its `partial`).
 */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, progressKey, skipRejected = false }: { importId: string; progressKey?: string; skipRejected?: boolean }) =>
      adminPost<ImportCommitResult>('/import/commit', { importId, progressKey, skipRejected }, { timeout: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useImportJobs(page: number) {
  return useQuery({
    queryKey: importKeys.jobs(page),
    queryFn: () => adminGet<Page<ImportJob>>('/import/list', { page, size: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useImportReport(importId: string | null) {
  return useQuery({
    queryKey: importKeys.report(importId ?? ''),
    queryFn: () => adminGet<ImportReport>('/import/detail', { importId }),
    enabled: importId !== null,
  });
}

/** POST /import/revert: the scopes of a commit back to exactly their rows before it (refused after a later change). */
export function useRevertImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => adminPost<ImportRevertResult>('/import/revert', { importId }, { timeout: UPLOAD_TIMEOUT_MS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
