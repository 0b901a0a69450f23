import type { Generated } from 'kysely';

/**
 * Operator console (migration 20261122-1800): operator accounts with password + TOTP, their
 * sessions, the audit log of every operator write, and import jobs (an uploaded file between its
 * dry run and its commit). Times Unix seconds; flags 0/1.
 */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$<salt base64>$<hash base64>`, a fresh 16-byte salt per operator. */
  password_hash: string;
  /** RFC 6238 secret, base32 (160 bits). */
  totp_secret: string;
  /** The last accepted TOTP time step: a code is accepted once only. */
  last_totp_step: number | null;
  disabled: Generated<number>;
  last_login_at: number | null;
  created_at: number;
}

export interface OperatorSessionsTable {
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  operator_id: number;
  created_at: number;
  /** Absolute expiry: 12 hours after login, never extended. */
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogsTable {
  id: Generated<number>;
  /** Null for the command line. */
  operator_id: number | null;
  /** Username at the time (or `cli`), so the log reads without joins. */
  operator_name: string;
  /** e.g. member.grantVip, vipCard.update, import.commit. */
  action: string;
  target_type: string;
  target_id: string;
  /** JSON object: what changed (before/after, parameters). */
  detail: string;
  ip: string;
  created_at: number;
}

export interface ImportJobsTable {
  /** Random id handed to the operator as importId. */
  id: string;
  operator_id: number | null;
  /** Import table key: schools, majors, enrollmentPlans, admissionRecords, scoreRanks, controlLines, formulas. */
  table_name: string;
  file_name: string;
  /** Source given with the upload; rows may carry their own in a 来源 column. */
  source: string;
  /** validated (may be committed) | rejected | committed | expired (not committed within 24 hours; file dropped). */
  status: string;
  total_rows: number;
  accepted: number;
  rejected: number;
  /** JSON of the dry-run report. */
  report: string;
  /** The file, base64; emptied once committed. */
  payload: string;
  /** JSON of the commit's counts. */
  result: string | null;
  created_at: number;
  committed_at: number | null;
}

/** What a committed import changed (migration 20261123-1200); see docs/import.md. */
export interface ImportRevisionsTable {
  import_id: string;
  table_name: string;
  /** JSON of the (year, province, category) scopes the commit touched. */
  scopes: string;
  /** JSON of every row of those scopes before the commit, per database table. */
  before_rows: string;
  /** Hash of the scopes' rows right after the commit: a revert needs them unchanged. */
  after_hash: string;
  committed_at: number;
  reverted_at: number | null;
}

/** A publication the first start loaded from the official data (migration 20261129-0100). */
export interface DataSourcesTable {
  /** The dataset's source id, e.g. henan-2026-control-lines. */
  id: string;
  publisher: string;
  title: string;
  /** The official page; null for a printed publication. */
  url: string | null;
  /** The years its rows belong to, comma-separated, oldest first. */
  years: string;
  /** JSON {import table key: rows loaded}. */
  row_counts: string;
  loaded_at: number;
}

export interface AdminTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_logs: AuditLogsTable;
  import_jobs: ImportJobsTable;
  import_revisions: ImportRevisionsTable;
  data_sources: DataSourcesTable;
}

// Columns migration 20261122-1800 adds to other features' tables.
declare module './catalogue' {
  interface ArticlesTable {
    /** 1 = shown on the site; 0 = unpublished by an operator (default 1). */
    published: Generated<number>;
  }
  interface MajorsTable {
    /** Catalogue year of an imported major; null for rows loaded before. */
    year: number | null;
  }
}
