import {
  SelectQueryNode,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import { statementEffect } from './committed-writes';

/**
 * SQLite takes one writer at a time, and a writer that finds the file locked waits in
 * better-sqlite3 synchronously (busy_timeout), freezing the whole event loop. A long write by
 * another connection to the same file (the import worker's commit, modules/admin/import) would
 * therefore freeze the server for every write a request makes meanwhile. The gate keeps that off the
 * event loop: while an outside writer holds it, this process's writes (a statement that is not a
 * read, or a transaction's `begin`) wait for it asynchronously before they take the connection,
 * and reads go on (WAL lets them read beside the writer). Taking the gate waits until the writes
 * this process has in flight are done, so the outside writer never waits on this process either.
 */
export class WriteGate {
  #holders = 0;
  #opened: Promise<void> | null = null;
  #open: (() => void) | null = null;
  /** Connections of this process that may write (a write, or a transaction) and have not been released. */
  #writing = 0;
  #drained: (() => void)[] = [];

  get isOpen(): boolean {
    return this.#holders === 0;
  }

  /** Resolves once no outside writer holds the gate. */
  async opened(): Promise<void> {
    while (this.#opened) {
      await this.#opened;
    }
  }

  /** An outside writer takes the gate: resolves when this process has no write in flight. Pair with `release`. */
  async hold(): Promise<void> {
    this.#holders += 1;
    this.#opened ??= new Promise((resolve) => {
      this.#open = resolve;
    });
    while (this.#writing > 0) {
      await new Promise<void>((resolve) => this.#drained.push(resolve));
    }
  }

  release(): void {
    this.#holders -= 1;
    if (this.#holders === 0) {
      const open = this.#open;
      this.#opened = null;
      this.#open = null;
      open?.();
    }
  }

  startWrite(): void {
    this.#writing += 1;
  }

  endWrite(): void {
    this.#writing -= 1;
    if (this.#writing === 0) {
      this.#drained.splice(0).forEach((resolve) => resolve());
    }
  }
}

/** Kysely's SQLite dialect whose writes pass the gate first. */
export function gatedSqliteDialect(config: SqliteDialectConfig, gate: WriteGate): Dialect {
  const base = new SqliteDialect(config);
  return {
    createAdapter: () => base.createAdapter(),
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db) => base.createIntrospector(db),
    createDriver: () => new GatedDriver(base.createDriver(), gate),
  };
}

/**
 * Hands out a connection that takes SQLite's single connection (Kysely's mutex) only at its first
 * statement, once it knows whether that statement writes: a write waiting at the gate then holds
 * nothing the reads need.
 */
class GatedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly gate: WriteGate,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LazyConnection(this.inner, this.gate);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    await this.inner.savepoint?.(...args);
  }

  async rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>): Promise<void> {
    await this.inner.rollbackToSavepoint?.(...args);
  }

  async releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>): Promise<void> {
    await this.inner.releaseSavepoint?.(...args);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return (connection as LazyConnection).release();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

class LazyConnection implements DatabaseConnection {
  #real: DatabaseConnection | null = null;
  #writing = false;

  constructor(
    private readonly inner: Driver,
    private readonly gate: WriteGate,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.#connection(query)).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.#connection(query)).streamQuery<R>(query, chunkSize);
  }

  async #connection(query: CompiledQuery): Promise<DatabaseConnection> {
    if (this.#real) {
      return this.#real;
    }
    const writes = !SelectQueryNode.is(query.query) && statementEffect(query.sql).kind !== 'read';
    for (;;) {
      if (writes) {
        await this.gate.opened();
      }
      const real = await this.inner.acquireConnection();
      // The gate may have been taken while this waited for the connection: then wait again, holding nothing.
      if (!writes || this.gate.isOpen) {
        this.#real = real;
        if (writes) {
          this.#writing = true;
          this.gate.startWrite();
        }
        return real;
      }
      await this.inner.releaseConnection(real);
    }
  }

  async release(): Promise<void> {
    const real = this.#real;
    this.#real = null;
    if (this.#writing) {
      this.#writing = false;
      this.gate.endWrite();
    }
    if (real) {
      await this.inner.releaseConnection(real);
    }
  }
}
