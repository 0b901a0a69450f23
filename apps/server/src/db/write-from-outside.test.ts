import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDb, openPeer, peerReach, writeFromOutside, type Db } from './database';
import { cachedRead } from './read-cache';

/**
 * A write through another connection to the same SQLite file (the import worker's commit): this
 * process's writes wait for it without blocking the event loop, its reads go on, and its read
 * cache forgets what it kept. Without the gate, the first write here would wait in better-sqlite3
 * for busy_timeout (5 s) with the event loop stopped, then fail with SQLITE_BUSY.
 */
describe('writes from another connection to a SQLite file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yzy-gate-'));
  const file = join(dir, 'app.db');
  let database: Db;
  beforeAll(async () => {
    database = createDb(file);
    await sql`create table notes (id integer primary key, text text not null)`.execute(database.db);
    await sql`insert into notes (text) values ('first')`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async () => Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db)).rows[0].n);

  it('tells another thread to open the file, to write or to copy', () => {
    expect(peerReach(database.db, 'write')).toEqual({ dialect: 'sqlite', file, copy: false });
    expect(peerReach(database.db, 'copy')).toEqual({ dialect: 'sqlite', file, copy: true });
  });

  it('holds this process’s writes while the outside writer has the file, and lets reads through', async () => {
    const outside = new SQLite(file);
    outside.pragma('busy_timeout = 5000');
    let releaseOutside = () => undefined as void;
    const outsideDone = new Promise<void>((resolve) => {
      releaseOutside = resolve;
    });
    let outsideStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => {
      outsideStarted = resolve;
    });
    const order: string[] = [];
    const writing = writeFromOutside(database.db, async () => {
      outside.exec('begin immediate');
      outside.prepare("insert into notes (text) values ('outside')").run();
      outsideStarted();
      await outsideDone;
      outside.exec('commit');
      order.push('outside committed');
      return { value: 'done', written: ['notes'] };
    });
    await started;
    const localWrite = sql`insert into notes (text) values ('local')`.execute(database.db).then(() => order.push('local write'));
    // The read answers while the outside transaction is open (WAL), and does not see its row yet.
    expect(await count()).toBe(1);
    order.push('read');
    releaseOutside();
    expect(await writing).toBe('done');
    await localWrite;
    expect(order).toEqual(['read', 'outside committed', 'local write']);
    expect(await count()).toBe(3);
    outside.close();
  });

  it('waits for this process’s transaction in flight before the outside writer starts', async () => {
    let finishLocal = () => undefined as void;
    const localMayFinish = new Promise<void>((resolve) => {
      finishLocal = resolve;
    });
    const order: string[] = [];
    const local = database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (text) values ('in a transaction')`.execute(trx);
      await localMayFinish;
      order.push('local committed');
    });
    // Let the transaction take the connection and write before the outside writer asks.
    await new Promise((resolve) => setImmediate(resolve));
    const outside = writeFromOutside(database.db, async () => {
      order.push('outside ran');
      return { value: null, written: [] };
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    finishLocal();
    await Promise.all([local, outside]);
    expect(order).toEqual(['local committed', 'outside ran']);
  });

  it('drops what the read cache kept once the outside write is done', async () => {
    const read = () => cachedRead(database.db, ['notes'], 'notes-count', count);
    const before = await read();
    await writeFromOutside(database.db, async () => {
      const outside = new SQLite(file);
      outside.prepare("insert into notes (text) values ('cached?')").run();
      outside.close();
      return { value: null, written: ['notes'] };
    });
    expect(await read()).toBe(before + 1);
  });
});

/**
 * On PostgreSQL with Redis, the tables another connection committed (the import worker reports
 * them) move the shared read cache's generations, so this instance and the others read afresh.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('writes from another connection to PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await sql`create table notes (id serial primary key, text text not null)`.execute(t.deps.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the read cache past the tables the outside write committed', async () => {
    const count = async () => Number((await sql<{ n: number }>`select count(*) as n from notes`.execute(t.deps.db)).rows[0].n);
    const read = () => cachedRead(t.deps.db, ['notes'], 'notes-count', count);
    const reach = peerReach(t.deps.db, 'write');
    expect(reach).toMatchObject({ dialect: 'postgres' });
    const outsideInsert = async () => {
      const outside = openPeer(reach ?? { dialect: 'postgres', url: '' });
      await sql`insert into notes (text) values ('outside')`.execute(outside.db);
      await outside.close();
    };
    expect(await read()).toBe(0);
    await writeFromOutside(t.deps.db, async () => {
      await outsideInsert();
      return { value: null, written: ['notes'] };
    });
    expect(await read()).toBe(1);
  });
});
