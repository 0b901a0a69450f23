import type { Generated } from 'kysely';

/** A counsellor's private note on one of its students (migration 20261124-0400). */
export interface WorkspaceNotesTable {
  id: Generated<number>;
  expert_id: number;
  student_id: number;
  body: string;
  created_at: number;
}

export interface WorkspaceTables {
  workspace_notes: WorkspaceNotesTable;
}
