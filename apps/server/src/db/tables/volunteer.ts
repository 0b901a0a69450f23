import type { Generated } from 'kysely';

/**
 * Planning feature: members' volunteer tables (志愿表) with their ordered entries (志愿) and each
 * entry's majors (plans), plus single-subject minimums of plans (外语/语文 ≥ n), which the
 * catalogue's enrollment_plans row has no column for. Flags 0/1, times Unix seconds.
 */
export interface VolunteerTablesTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  batch_id: number;
  /** Plan year, province and exam category the table is for (copied from the batch and profile). */
  year: number;
  province_id: number;
  exam_category_id: number;
  /** 1 for the member's current table (at most one). */
  is_current: number;
  /** JSON ScoreSnapshot: the member's scores and standing when the table was created. */
  score_snapshot: string;
  created_at: number;
  updated_at: number;
}

/** One 志愿: a school slot at a 1-based position. */
export interface VolunteerEntriesTable {
  id: Generated<number>;
  table_id: number;
  position: number;
  school_id: number;
  /** 服从调剂. */
  adjust: number;
  created_at: number;
}

/** The majors of an entry in order. plan_id has no foreign key: a data import may replace plans, and the table then shows the entry as missing instead of blocking the import. */
export interface VolunteerEntryMajorsTable {
  entry_id: number;
  position: number;
  plan_id: number;
}

export interface PlanSubjectMinimumsTable {
  plan_id: number;
  /** 外语 / 语文 / …. */
  subject: string;
  min_score: number;
}

/** A read-only link to a table (migration 20261123-0200); the token itself is never stored. */
export interface VolunteerSharesTable {
  id: Generated<number>;
  table_id: number;
  member_id: number;
  /** sha256 hex of the token. */
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export interface VolunteerTables {
  volunteer_tables: VolunteerTablesTable;
  volunteer_entries: VolunteerEntriesTable;
  volunteer_entry_majors: VolunteerEntryMajorsTable;
  plan_subject_minimums: PlanSubjectMinimumsTable;
  volunteer_shares: VolunteerSharesTable;
}
