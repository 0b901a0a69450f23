import type { VolunteerTableItem, WorkspaceStudent } from '@yzy/shared/contracts';

/** The sub-account form's view of a student (rename, annotate; the switch confirmation's wording). */
export function groupAccountOf(s: WorkspaceStudent) {
  return { id: s.id, nickname: s.nickname, note: s.note, vipStatus: s.inUse ? 1 : 0, isMain: false, createdAt: s.createdAt };
}

/** The table a student's page shows by default: the current one, else the latest changed. */
export function defaultTable(tables: VolunteerTableItem[]): number | null {
  return tables.find((t) => t.isCurrent)?.id ?? tables[0]?.id ?? null;
}
