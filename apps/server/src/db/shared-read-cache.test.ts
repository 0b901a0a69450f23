import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../providers/store/memory-store';
import { createRedisStore } from '../providers/store/redis-store';
import type { Store } from '../providers/store';
import { statementEffect } from './committed-writes';
import { counting } from './counting-load.test-helper';
import { createDb, type Db } from './database';
import { cachedRead, createSharedReadCache, READ_CACHE_TTL_MS } from './read-cache';

describe('the shared read cache (PostgreSQL with Redis)', () => {
  it('answers from memory until another instance commits a write to a table it read', async () => {
    const store = createMemoryStore();
    const clock = () => 0;
    const here = createSharedReadCache(store, clock);
    const elsewhere = createSharedReadCache(store, clock);
    const source = counting();
    await here.read(['sessions', 'members'], 'k', source.load);
    expect(await here.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 1 });
    await elsewhere.committed(['provinces']);
    expect(await here.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 1 });
    await elsewhere.committed(['members']);
    expect(await here.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 2 });
    await elsewhere.committed([null]);
    expect(await here.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 3 });
  });

  it('waits for generations read after it began: a write that answered first is always seen', async () => {
    const memory = createMemoryStore();
    const sent: string[] = [];
    const releases: (() => void)[] = [];
    // A store whose reads are held until released, to put a write between a read's start and its answer.
    const slow: Store = {
      ...memory,
      // Like Redis, the values are those at the moment the request arrives; only the answer is held.
      counters: (keys) => {
        sent.push('counters');
        const values = memory.counters(keys);
        return new Promise((resolve) => releases.push(() => resolve(values)));
      },
    };
    const here = createSharedReadCache(slow, () => 0);
    const elsewhere = createSharedReadCache(memory, () => 0);
    const source = counting();
    const first = here.read(['members'], 'k', source.load);
    releases.shift()?.();
    await first;
    // A read starts while a snapshot is on its way; the write commits before that snapshot answers.
    const onItsWay = here.read(['members'], 'other', async () => 'x');
    await elsewhere.committed(['members']);
    const afterTheWrite = here.read(['members'], 'k', source.load);
    releases.shift()?.();
    await onItsWay;
    // The read that began after the write waits for a snapshot of its own, sent after the first answered.
    expect(sent).toHaveLength(3);
    releases.shift()?.();
    expect(await afterTheWrite).toEqual({ loads: 2 });
  });

  it('shares one snapshot among the reads that wait for it', async () => {
    const memory = createMemoryStore();
    let calls = 0;
    const store: Store = { ...memory, counters: (keys) => ((calls += 1), memory.counters(keys)) };
    const cache = createSharedReadCache(store, () => 0);
    await Promise.all(Array.from({ length: 50 }, (_, i) => cache.read(['members'], `k${i}`, async () => i)));
    expect(calls).toBeLessThanOrEqual(2);
  });

  it('reads the database, uncached, while the store fails, and forgets what it kept when a bump fails', async () => {
    const memory = createMemoryStore();
    let failing = false;
    const store: Store = {
      ...memory,
      counters: (keys) => (failing ? Promise.reject(new Error('down')) : memory.counters(keys)),
      bumpCounters: (keys) => (failing ? Promise.reject(new Error('down')) : memory.bumpCounters(keys)),
    };
    const cache = createSharedReadCache(store, () => 0);
    const source = counting();
    await cache.read(['members'], 'k', source.load);
    failing = true;
    expect(await cache.read(['members'], 'k', source.load)).toEqual({ loads: 2 });
    await expect(cache.committed(['members'])).resolves.toBeUndefined();
    failing = false;
    expect(await cache.read(['members'], 'k', source.load)).toEqual({ loads: 3 });
  });

  it('reads again after READ_CACHE_TTL_MS, for a write whose bump never arrived', async () => {
    let clock = 0;
    const cache = createSharedReadCache(createMemoryStore(), () => clock);
    const source = counting();
    await cache.read(['members'], 'k', source.load);
    clock = READ_CACHE_TTL_MS - 1;
    await cache.read(['members'], 'k', source.load);
    clock = READ_CACHE_TTL_MS;
    expect(await cache.read(['members'], 'k', source.load)).toEqual({ loads: 2 });
  });
});

describe('what a PostgreSQL statement does, read off its text', () => {
  it('tells transaction boundaries, reads and the table a write changes', () => {
    expect(statementEffect('begin')).toEqual({ kind: 'begin' });
    expect(statementEffect('start transaction isolation level serializable')).toEqual({ kind: 'begin' });
    expect(statementEffect('commit')).toEqual({ kind: 'commit' });
    expect(statementEffect('rollback')).toEqual({ kind: 'rollback' });
    expect(statementEffect('rollback to savepoint "sp1"')).toEqual({ kind: 'read' });
    expect(statementEffect('savepoint "sp1"')).toEqual({ kind: 'read' });
    expect(statementEffect('select "deleted_at", "updated_at" from "members" where "id" = $1')).toEqual({ kind: 'read' });
    expect(statementEffect('with "x" as (select 1) select * from "x"')).toEqual({ kind: 'read' });
    expect(statementEffect('insert into "members" ("mobile") values ($1) returning "id"')).toEqual({ kind: 'write', table: 'members' });
    expect(statementEffect('update "sessions" set "revoked_at" = $1')).toEqual({ kind: 'write', table: 'sessions' });
    expect(statementEffect('with "x" as (select 1) update "members" set "nickname" = $1')).toEqual({ kind: 'write', table: null });
    expect(statementEffect('create table "notes" ("id" integer)')).toEqual({ kind: 'write', table: null });
    expect(statementEffect('truncate "members"')).toEqual({ kind: 'write', table: null });
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(pgUrl && redisUrl)('two instances on one PostgreSQL database and Redis', () => {
  const opened: Db[] = [];
  const stores: Store[] = [];
  let dropDatabase = async () => {};
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.close()));
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await dropDatabase();
  });

  type Notes = { notes: { id: number; body: string } };
  async function twoInstances(): Promise<[Kysely<Notes>, Kysely<Notes>]> {
    const name = `yzy_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
    const url = new URL(pgUrl as string);
    url.pathname = `/${name}`;
    const prefix = `test:${randomUUID()}:`;
    const instances = [0, 1].map(() => {
      const database = createDb(url.toString());
      const store = createRedisStore(redisUrl as string, prefix);
      opened.push(database);
      stores.push(store);
      expect(database.shareReadCache?.(store)).toBe(true);
      return database.db as unknown as Kysely<Notes>;
    });
    await sql`create table notes (id integer primary key, body text not null)`.execute(instances[0]);
    await instances[0].insertInto('notes').values({ id: 1, body: 'first' }).execute();
    return [instances[0], instances[1]];
  }
  const bodyOf = (db: Kysely<Notes>) =>
    cachedRead(
      db,
      ['notes'],
      'note 1',
      async () => (await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirstOrThrow()).body,
    );

  it('sees the other instance’s committed writes, and only those, at the next read', async () => {
    const [a, b] = await twoInstances();
    expect(await bodyOf(a)).toBe('first');
    await b.updateTable('notes').set({ body: 'typed' }).where('id', '=', 1).execute();
    expect(await bodyOf(a)).toBe('typed');
    await sql`update notes set body = 'raw' where id = 1`.execute(b);
    expect(await bodyOf(a)).toBe('raw');
    await b.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ body: 'in a transaction' }).where('id', '=', 1).execute();
      // Not committed yet: the other instance still reads the committed row.
      expect(await bodyOf(a)).toBe('raw');
    });
    expect(await bodyOf(a)).toBe('in a transaction');
    await expect(
      b.transaction().execute(async (trx) => {
        await trx.updateTable('notes').set({ body: 'rolled back' }).where('id', '=', 1).execute();
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await bodyOf(a)).toBe('in a transaction');
  });

  it('is kept while nothing is written: the read is not repeated', async () => {
    const [a] = await twoInstances();
    let loads = 0;
    const read = () => cachedRead(a, ['notes'], 'count', async () => (loads += 1));
    await read();
    await read();
    expect(loads).toBe(1);
  });
});
