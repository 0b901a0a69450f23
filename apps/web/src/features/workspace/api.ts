import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Codes,
  type VolunteerReport,
  type WorkspaceComparison,
  type WorkspaceNote,
  type WorkspaceOverview,
  type WorkspaceReports,
  type WorkspaceStudentDetail,
} from '@yzy/shared/contracts';
import { ApiError } from '../../lib/api-error';
import { get, post } from '../../lib/http';

export type { WorkspaceComparison, WorkspaceNote, WorkspaceOverview, WorkspaceReports, WorkspaceStudentDetail };

/** Refusals the pages explain themselves (not in the group, gone, bad ids, no scores) instead of a toast. */
const EXPLAINED = [Codes.forbidden, Codes.notFound, Codes.invalidInput] as const;

export const workspaceKeys = {
  all: ['workspace'] as const,
  overview: () => [...workspaceKeys.all, 'overview'] as const,
  student: (id: number) => [...workspaceKeys.all, 'student', id] as const,
  compare: (query: CompareSelection) => [...workspaceKeys.all, 'compare', query] as const,
  report: (studentId: number, tableId: number) => [...workspaceKeys.all, 'report', studentId, tableId] as const,
  reports: () => [...workspaceKeys.all, 'reports'] as const,
};

/** Several students' current tables, or one student's tables. */
export type CompareSelection = { students: number[] } | { studentId: number; tables: number[] };

/** The sentence of a refusal, for a page that shows it in place. */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null;
}

export function useWorkspaceOverview(enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.overview(),
    queryFn: ({ signal }) => get<WorkspaceOverview>('/api/v1/workspace/overview', undefined, { loading: false, silent: EXPLAINED, signal }),
    enabled,
  });
}

export function useWorkspaceStudent(studentId: number | null) {
  return useQuery({
    queryKey: workspaceKeys.student(studentId ?? 0),
    queryFn: ({ signal }) =>
      get<WorkspaceStudentDetail>('/api/v1/workspace/student', { studentId }, { loading: false, silent: EXPLAINED, signal }),
    enabled: studentId !== null,
  });
}

export function useWorkspaceCompare(selection: CompareSelection | null) {
  const params = selection
    ? 'students' in selection
      ? { students: selection.students.join(',') }
      : { studentId: selection.studentId, tables: selection.tables.join(',') }
    : {};
  return useQuery({
    queryKey: workspaceKeys.compare(selection ?? { students: [] }),
    queryFn: ({ signal }) => get<WorkspaceComparison>('/api/v1/workspace/compare', params, { loading: false, silent: EXPLAINED, signal }),
    enabled: selection !== null,
  });
}

export function useWorkspaceReport(studentId: number | null, tableId: number | null) {
  return useQuery({
    queryKey: workspaceKeys.report(studentId ?? 0, tableId ?? 0),
    queryFn: ({ signal }) =>
      get<VolunteerReport>('/api/v1/workspace/report', { studentId, tableId }, { loading: false, silent: EXPLAINED, signal }),
    enabled: studentId !== null && tableId !== null,
  });
}

export function useWorkspaceReports() {
  return useQuery({
    queryKey: workspaceKeys.reports(),
    queryFn: ({ signal }) => get<WorkspaceReports>('/api/v1/workspace/reports', undefined, { loading: false, silent: EXPLAINED, signal }),
  });
}

export function useAddNote(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => post<WorkspaceNote>('/api/v1/workspace/note/add', { studentId, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.student(studentId) }),
  });
}

export function useDeleteNote(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post<null>('/api/v1/workspace/note/delete', { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: workspaceKeys.student(studentId) }),
  });
}

/** After a rename or a new student (sub-account feature), the workspace reads again. */
export function useRefreshWorkspace() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: workspaceKeys.all });
}
