import type pg from 'pg';
import { writtenTable } from './read-cache';

/**
 * What a PostgreSQL statement does, read off its text, for the shared read cache: which table it
 * writes (null: a write whose reach cannot be read off, such as a schema change), or the
 * transaction boundary it is. Reads and session commands change no table.
 */
export type StatementEffect =
  { kind: 'read' } | { kind: 'begin' } | { kind: 'commit' } | { kind: 'rollback' } | { kind: 'write'; table: string | null };

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
// `rollback to savepoint` ends no transaction; its writes may still commit.
const ROLLBACK = /^\s*(?:rollback|abort)\b(?!\s+to\b)/i;
const NO_WRITE = /^\s*(?:select|savepoint|release|rollback\s+to|show|set|reset|explain|values)\b/i;
const WITH = /^\s*with\b/i;
const WRITING_VERB = /\b(?:insert|update|delete|merge)\b/i;

export function statementEffect(sql: string): StatementEffect {
  if (BEGIN.test(sql)) {
    return { kind: 'begin' };
  }
  if (COMMIT.test(sql)) {
    return { kind: 'commit' };
  }
  if (ROLLBACK.test(sql)) {
    return { kind: 'rollback' };
  }
  if (NO_WRITE.test(sql) || (WITH.test(sql) && !WRITING_VERB.test(sql))) {
    return { kind: 'read' };
  }
  // A `with` that writes may write several tables: unknown reach.
  return { kind: 'write', table: WITH.test(sql) ? null : writtenTable(sql) };
}

/** Told, after a commit and before the statement's caller goes on, which tables it changed. */
export type CommittedWritesListener = (tables: readonly (string | null)[]) => Promise<void>;

/**
 * Wraps a pool client's `query` so that the tables a statement wrote are reported once they are
 * committed: a statement outside a transaction when it succeeds, a transaction's statements when
 * its `commit` succeeds (a rolled-back transaction reports nothing). The caller's promise resolves
 * only after the listener has, so a request that wrote answers after every instance can see it.
 */
export function reportingCommittedWrites(client: pg.PoolClient, listener: () => CommittedWritesListener | null): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let transaction: Set<string | null> | null = null;
  const report = async <R>(result: R, tables: readonly (string | null)[]) => {
    const listen = listener();
    if (listen && tables.length > 0) {
      await listen(tables);
    }
    return result;
  };
  client.query = ((textOrConfig: unknown, values?: unknown, callback?: unknown) => {
    const text = typeof textOrConfig === 'string' ? textOrConfig : (textOrConfig as { text?: unknown } | null)?.text;
    // Kysely sends text and values and takes a promise; anything else (callbacks, cursors that
    // only read) passes as it is.
    if (typeof text !== 'string' || typeof values === 'function' || typeof callback === 'function') {
      return query(textOrConfig, values, callback);
    }
    const effect = statementEffect(text);
    if (effect.kind === 'read') {
      return query(textOrConfig, values);
    }
    const result = query(textOrConfig, values) as Promise<unknown>;
    switch (effect.kind) {
      case 'begin':
        return result.then((answer) => {
          transaction = new Set();
          return answer;
        });
      case 'commit': {
        const written = transaction;
        transaction = null;
        return result.then((answer) => report(answer, [...(written ?? [])]));
      }
      case 'rollback':
        transaction = null;
        return result;
      case 'write':
        if (transaction) {
          transaction.add(effect.table);
          return result;
        }
        return result.then((answer) => report(answer, [effect.table]));
    }
  }) as typeof client.query;
}
