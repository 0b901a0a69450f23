import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { writtenTable, type LocalReadCache } from './read-cache';

/** The statement cache of every SQLite connection database.ts opens, and the writes it reports to the read cache. */

const STATEMENT_CACHE_SIZE = 500;
const CACHEABLE_SQL_LENGTH = 4000;

/**
 * Kysely prepares every SQLite statement anew; preparing costs more than running the small queries
 * a request makes. Statements of ordinary queries are kept (least recently used dropped) and reused.
 * Huge bulk inserts and schema changes are prepared each time, as before. A statement that writes
 * tells the read cache which table it changed, each time it runs (read-cache.ts).
 */
export function withStatementCache(sqlite: SQLite.Database, reads: LocalReadCache): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = reportingWrites(sqlite.prepare(sql), sql, reads);
      if (sql.length <= CACHEABLE_SQL_LENGTH && /^\s*(select|insert|update|delete|with)\b/i.test(sql)) {
        cache.set(sql, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) {
          cache.delete(cache.keys().next().value as string);
        }
      }
      return statement;
    },
  };
}

type SqliteStatement = ReturnType<SqliteDatabase['prepare']>;

/** The statement itself when it only reads; otherwise one that reports its table after each run. */
function reportingWrites(statement: SQLite.Statement, sql: string, reads: LocalReadCache): SqliteStatement {
  if (statement.readonly) {
    return statement;
  }
  const table = writtenTable(sql);
  return {
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters);
      } finally {
        reads.written(table);
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters);
      } finally {
        reads.written(table);
      }
    },
    iterate(parameters) {
      reads.written(table);
      return statement.iterate(parameters);
    },
  };
}
