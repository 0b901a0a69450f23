import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, type ColumnDefinitionBuilder } from 'kysely';
import pg from 'pg';
import type { Store } from '../providers/store';
import { reportingCommittedWrites, type CommittedWritesListener } from './committed-writes';
import { attachReadCache, createReadCache, createSharedReadCache, type LocalReadCache } from './read-cache';
import type { Database } from './schema';
import { lockSqliteFile } from './sqlite-lock';
import { withStatementCache } from './sqlite-statement-cache';
import { gatedSqliteDialect, WriteGate } from './sqlite-write-gate';
import { withNamedStatements } from './statement-names';

/**
 * The only file that knows which engine is underneath: SQLite (a file or :memory:) by default,
 * PostgreSQL when the URL starts with postgres://.
 */
export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
  /**
   * PostgreSQL: cache the repeated reads with their tables' generations in a store every instance
   * shares (db/read-cache.ts); false, and nothing cached, when the store is this process's own.
   * SQLite caches from the start.
   */
  shareReadCache?: (store: Store) => boolean;
}

// pg returns int8 and numeric as strings; every bigint here is a Unix time or a count, safely a number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/**
 * The SQLite file a DATABASE_URL names: a plain path, `:memory:`, or the URL forms `file:/abs/app.db`,
 * `file:./rel/app.db` and `file:///abs/app.db`. Anything else that looks like a URL (another
 * scheme, or `file:` with SQLite URI options) is refused with a message, never read as a folder name.
 */
export function sqlitePathOf(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') {
    return ':memory:';
  }
  if (url.startsWith('file:')) {
    if (url.includes('?') || url.includes('#')) {
      throw new Error(
        `DATABASE_URL: SQLite URI options are not supported (${url}); give the file path only, e.g. file:/var/lib/yzy/app.db`,
      );
    }
    const path = url.startsWith('file://') ? fileURLToPath(url) : decodeURIComponent(url.slice('file:'.length));
    if (path === '') {
      throw new Error('DATABASE_URL: file: needs a path, e.g. file:/var/lib/yzy/app.db');
    }
    return path;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(`DATABASE_URL: unsupported scheme in ${url.split('://')[0]}://…; use postgres://… or a SQLite file path`);
  }
  return url;
}

export interface CreateDbOptions {
  /** A serving process: a SQLite file is locked against a second server (see sqlite-lock.ts). */
  serving?: boolean;
  /** PostgreSQL: the most connections the pool opens (default 10). */
  poolMax?: number;
  /**
   * PostgreSQL: told which tables each committed write changed, in place of a read cache of its
   * own (the import worker hands them to the server, whose read cache they concern).
   */
  onCommittedWrites?: CommittedWritesListener;
}

/** What this file keeps of each open database, for the import worker's access to the same data. */
type Handle =
  | { dialect: 'postgres'; url: string; committedWrites: () => CommittedWritesListener | null }
  | { dialect: 'sqlite'; path: string; sqlite: SQLite.Database; gate: WriteGate; reads: LocalReadCache };

const handles = new WeakMap<object, Handle>();

export function createDb(url: string, options: CreateDbOptions = {}): Db {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
    // A backend the server drops (restart, failover, pg_terminate_backend) makes its client emit
    // 'error'; with no listener Node kills the process. The pool listens for idle clients only, so
    // every client gets its own listener for the time it is checked out. The query in flight
    // rejects on its own (answered 50000), and the pool discards the broken client on release.
    pool.on('error', () => undefined);
    let committedWrites: CommittedWritesListener | null = options.onCommittedWrites ?? null;
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      withNamedStatements(client);
      reportingCommittedWrites(client, () => committedWrites);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const shareReadCache = (store: Store) => {
      if (!store.shared) {
        return false;
      }
      const reads = createSharedReadCache(store);
      committedWrites = reads.committed;
      attachReadCache(db, reads);
      return true;
    };
    handles.set(db, { dialect: 'postgres', url, committedWrites: () => committedWrites });
    return { db, dialect: 'postgres', close: () => db.destroy(), shareReadCache };
  }
  const path = sqlitePathOf(url);
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
  }
  const unlock = options.serving && path !== ':memory:' ? lockSqliteFile(path) : () => undefined;
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(path);
  } catch (error) {
    unlock();
    throw error;
  }
  return sqliteDb(sqlite, path, unlock);
}

function sqliteDb(sqlite: SQLite.Database, path: string, unlock: () => void): Db {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const reads = createReadCache();
  const gate = new WriteGate();
  const db = new Kysely<Database>({ dialect: gatedSqliteDialect({ database: withStatementCache(sqlite, reads) }, gate) });
  attachReadCache(db, reads);
  handles.set(db, { dialect: 'sqlite', path, sqlite, gate, reads });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
      unlock();
    },
  };
}

/** A private in-memory copy of a SQLite database from its image (`serialize()`): what is written to it stays in it. */
function openSqliteCopy(image: Uint8Array): Db {
  const bytes = Buffer.from(image);
  // The image says WAL (bytes 18–19 = 2), which a database in memory cannot use: read it as a rollback-journal file.
  bytes[18] = 1;
  bytes[19] = 1;
  return sqliteDb(new SQLite(bytes), ':memory:', () => undefined);
}

/**
 * How another thread (the import worker, modules/admin/import) reaches the database of `db`: a
 * PostgreSQL URL; a SQLite file, opened to write or copied into memory when a private copy serves
 * (a dry run applies a file and rolls it back: a copy keeps SQLite's one write lock free); the
 * image of a database in memory, which another thread can only read as a copy.
 */
export type PeerReach =
  { dialect: 'postgres'; url: string } | { dialect: 'sqlite'; file: string; copy: boolean } | { dialect: 'sqlite'; image: Uint8Array };

/** Null when no other thread can do it: a write to a database in memory, or a handle this file did not open. */
export function peerReach(db: Kysely<Database>, access: 'copy' | 'write'): PeerReach | null {
  const handle = handles.get(db);
  if (!handle) {
    return null;
  }
  if (handle.dialect === 'postgres') {
    return { dialect: 'postgres', url: handle.url };
  }
  if (handle.path !== ':memory:') {
    return { dialect: 'sqlite', file: handle.path, copy: access === 'copy' };
  }
  return access === 'copy' ? { dialect: 'sqlite', image: handle.sqlite.serialize() } : null;
}

/** In the other thread: opens what `peerReach` described (a few PostgreSQL connections at most). */
export function openPeer(reach: PeerReach, options: { onCommittedWrites?: CommittedWritesListener } = {}): Db {
  if (reach.dialect === 'postgres') {
    return createDb(reach.url, { poolMax: 2, onCommittedWrites: options.onCommittedWrites });
  }
  if ('image' in reach) {
    return openSqliteCopy(reach.image);
  }
  if (!reach.copy) {
    return createDb(reach.file);
  }
  // Its own connection reads the file (WAL frames included) in a read transaction, which blocks no writer.
  const source = new SQLite(reach.file, { readonly: true, fileMustExist: true });
  try {
    return openSqliteCopy(source.serialize());
  } finally {
    source.close();
  }
}

/**
 * Runs a write made through another connection to the database of `db` (the import worker's
 * commit), and answers its value. On SQLite this process's own writes wait meanwhile, off the
 * event loop (sqlite-write-gate.ts), and its read cache drops what it kept once the write is done;
 * on PostgreSQL the tables the write committed move the shared read cache's generations, as this
 * process's own writes do.
 */
export async function writeFromOutside<T>(
  db: Kysely<Database>,
  run: () => Promise<{ value: T; written: readonly (string | null)[] }>,
): Promise<T> {
  const handle = handles.get(db);
  if (handle?.dialect === 'sqlite') {
    await handle.gate.hold();
    try {
      return (await run()).value;
    } finally {
      handle.gate.release();
      handle.reads.written(null);
    }
  }
  const { value, written } = await run();
  const committed = handle?.dialect === 'postgres' ? handle.committedWrites() : null;
  if (committed && written.length > 0) {
    await committed(written);
  }
  return value;
}

/** True when a Kysely instance talks to PostgreSQL (used by migrations, which get Kysely<any>). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key, spelled the way each engine wants it. */
export function autoIdType(db: Kysely<unknown>): 'serial' | 'integer' {
  return isPostgres(db) ? 'serial' : 'integer';
}

export function autoIdColumn(db: Kysely<unknown>) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement());
}

/** True when an error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
