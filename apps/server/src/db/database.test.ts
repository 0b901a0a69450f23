import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './database';

describe('SQLite statement cache', () => {
  let handle: Db;
  afterEach(async () => {
    await handle.close();
  });

  it('reuses a prepared statement with new parameters and sees later writes and schema changes', async () => {
    handle = createDb(':memory:');
    const { db } = handle;
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const byId = (id: number) => sql<{ name: string }>`select name from t where id = ${id}`.execute(db);
    await sql`insert into t (id, name) values (${1}, ${'甲'})`.execute(db);
    await sql`insert into t (id, name) values (${2}, ${'乙'})`.execute(db);
    expect((await byId(1)).rows).toEqual([{ name: '甲' }]);
    expect((await byId(2)).rows).toEqual([{ name: '乙' }]);
    await sql`update t set name = ${'丙'} where id = ${2}`.execute(db);
    expect((await byId(2)).rows).toEqual([{ name: '丙' }]);
    await sql`alter table t add column note text`.execute(db);
    await sql`update t set note = ${'x'} where id = ${1}`.execute(db);
    expect((await sql<{ name: string; note: string }>`select name, note from t where id = ${1}`.execute(db)).rows).toEqual([{ name: '甲', note: 'x' }]);
    expect((await byId(1)).rows).toEqual([{ name: '甲' }]);
  });
});
