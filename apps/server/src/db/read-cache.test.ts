import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database';
import { cachedRead, createReadCache, READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS, writtenTable } from './read-cache';
import { counting } from './counting-load.test-helper';

describe('the read cache', () => {
  let clock = 0;

  it('answers from memory until a table it read is written', async () => {
    const cache = createReadCache(() => clock);
    const source = counting();
    await cache.read(['sessions', 'members'], 'k', source.load);
    expect(await cache.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 1 });
    cache.written('provinces');
    expect(await cache.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 1 });
    cache.written('members');
    expect(await cache.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 2 });
    cache.written(null);
    expect(await cache.read(['sessions', 'members'], 'k', source.load)).toEqual({ loads: 3 });
  });

  it('does not keep a read that a write overtook while it ran', async () => {
    const cache = createReadCache(() => clock);
    let release = () => undefined as void;
    const slow = cache.read(['members'], 'k', () => new Promise<string>((resolve) => (release = () => resolve('before the write'))));
    cache.written('members');
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.read(['members'], 'k', async () => 'after the write')).toBe('after the write');
  });

  it('reads again after READ_CACHE_TTL_MS, for writes made outside this process', async () => {
    const cache = createReadCache(() => clock);
    const source = counting();
    clock = 0;
    await cache.read(['members'], 'k', source.load);
    clock = READ_CACHE_TTL_MS - 1;
    await cache.read(['members'], 'k', source.load);
    expect(source.loads).toBe(1);
    clock = READ_CACHE_TTL_MS;
    await cache.read(['members'], 'k', source.load);
    expect(source.loads).toBe(2);
  });

  it('keeps no undefined answer and at most READ_CACHE_MAX_ENTRIES entries, the oldest dropped', async () => {
    const cache = createReadCache(() => clock);
    clock = 0;
    let misses = 0;
    const unknownToken = async () => {
      misses += 1;
      return undefined;
    };
    await cache.read(['sessions'], 'unknown token', unknownToken);
    await cache.read(['sessions'], 'unknown token', unknownToken);
    expect(misses).toBe(2);
    const first = counting();
    await cache.read(['members'], 'first', first.load);
    for (let i = 0; i < READ_CACHE_MAX_ENTRIES; i += 1) {
      await cache.read(['members'], `other ${i}`, async () => i);
    }
    await cache.read(['members'], 'first', first.load);
    expect(first.loads).toBe(2);
  });

  it('reads the table a statement writes off its text, and nothing when it cannot', () => {
    expect(writtenTable('insert into "members" ("mobile") values (?)')).toBe('members');
    expect(writtenTable('insert or replace into sessions values (?)')).toBe('sessions');
    expect(writtenTable('update "sessions" set "revoked_at" = ? where "token_hash" = ?')).toBe('sessions');
    expect(writtenTable('  DELETE FROM "member_nemt_infos" where "id" = ?')).toBe('member_nemt_infos');
    expect(writtenTable('with "x" as (select 1) update "members" set "nickname" = ?')).toBeNull();
    expect(writtenTable('create table "notes" ("id" integer)')).toBeNull();
  });
});

describe('the read cache on SQLite', () => {
  let database: Db | undefined;
  afterEach(async () => {
    await database?.close();
  });

  type Notes = { notes: { id: number; body: string } };
  async function notesDb(): Promise<Kysely<Notes>> {
    database = createDb(':memory:');
    const db = database.db as unknown as Kysely<Notes>;
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, body: 'first' }).execute();
    return db;
  }
  const bodyOf = (db: Kysely<Notes>) => async () =>
    (await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirstOrThrow()).body;

  it('sees every write this process makes: typed, raw SQL, and inside a committed transaction', async () => {
    const db = await notesDb();
    const read = () => cachedRead(db, ['notes'], 'note 1', bodyOf(db));
    expect(await read()).toBe('first');

    await db.updateTable('notes').set({ body: 'typed' }).where('id', '=', 1).execute();
    expect(await read()).toBe('typed');

    await sql`update notes set body = 'raw' where id = 1`.execute(db);
    expect(await read()).toBe('raw');

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ body: 'in a transaction' }).where('id', '=', 1).execute();
      // Inside the transaction there is no cache: it reads its own write.
      expect(await cachedRead(trx, ['notes'], 'note 1', bodyOf(trx))).toBe('in a transaction');
    });
    expect(await read()).toBe('in a transaction');
  });

  it('is kept while nothing is written: the read is not repeated', async () => {
    const db = await notesDb();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return bodyOf(db)();
    };
    await cachedRead(db, ['notes'], 'note 1', load);
    await cachedRead(db, ['notes'], 'note 1', load);
    expect(loads).toBe(1);
  });
});
