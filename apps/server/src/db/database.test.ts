import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createDb, sqlitePathOf, type Db } from './database';

describe('DATABASE_URL for SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yzy-db-url-'));
  const strayFolder = resolve('file:');
  const hadStrayFolder = existsSync(strayFolder);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    if (!hadStrayFolder) {
      rmSync(strayFolder, { recursive: true, force: true });
    }
  });

  it('reads the file: forms as the path they name', () => {
    expect(sqlitePathOf('file:/var/lib/yzy/app.db')).toBe('/var/lib/yzy/app.db');
    expect(sqlitePathOf('file:./data/app.db')).toBe('./data/app.db');
    expect(sqlitePathOf('file:///var/lib/yzy/app.db')).toBe('/var/lib/yzy/app.db');
    expect(sqlitePathOf('./data/app.db')).toBe('./data/app.db');
    expect(sqlitePathOf(':memory:')).toBe(':memory:');
  });

  it('refuses what it cannot honour with a message naming DATABASE_URL', () => {
    expect(() => sqlitePathOf('file:/tmp/app.db?mode=ro')).toThrow(/DATABASE_URL: SQLite URI options/);
    expect(() => sqlitePathOf('mysql://db/app')).toThrow(/DATABASE_URL: unsupported scheme/);
    expect(() => sqlitePathOf('file:')).toThrow(/DATABASE_URL: file: needs a path/);
  });

  it.each([
    ['file:/path', (path: string) => `file:${path}`],
    ['file:///path', (path: string) => pathToFileURL(path).href],
  ])('opens %s at that path and writes nothing in the working directory', async (form, urlOf) => {
    const path = join(dir, String(form.length), 'app.db');
    const handle = createDb(urlOf(path));
    await sql`create table t (id integer primary key)`.execute(handle.db);
    await handle.close();
    expect(existsSync(path)).toBe(true);
    expect(hadStrayFolder || !existsSync(strayFolder)).toBe(true);
  });
});

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
    expect((await sql<{ name: string; note: string }>`select name, note from t where id = ${1}`.execute(db)).rows).toEqual([
      { name: '甲', note: 'x' },
    ]);
    expect((await byId(1)).rows).toEqual([{ name: '甲' }]);
  });
});

describe('one serving process per SQLite file', () => {
  it('refuses a second server on the same file with a clear message, and frees the file on close', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'yzy-lock-')), 'app.db');
    const first = createDb(file, { serving: true });
    expect(() => createDb(file, { serving: true })).toThrow(
      `Another server process (pid ${process.pid}) is already serving the SQLite database ${file}`,
    );
    const command = createDb(file);
    await command.close();
    await first.close();
    const again = createDb(file, { serving: true });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'yzy-lock-')), 'app.db');
    writeFileSync(`${file}.lock`, '2147483646');
    const db = createDb(file, { serving: true });
    await db.close();
  });

  it('is what buildApp does when it opens DATABASE_URL itself', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'yzy-lock-')), 'app.db');
    const config = testConfig({ DATABASE_URL: file });
    const { app } = await buildApp(config, { webDist: null });
    try {
      await expect(buildApp(config, { webDist: null })).rejects.toThrow(/already serving the SQLite database/);
    } finally {
      await app.close();
    }
  });
});
