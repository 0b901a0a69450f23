import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { nonEmpty } from './non-empty';

/**
 * PostgreSQL only (TEST_DATABASE_URL): backends killed under the server (a database restart or a
 * failover looks the same to it) must cost the requests in flight a 50000 answer, never the process,
 * and the pool must serve again with fresh connections.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('a dropped PostgreSQL connection', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database = '';
  beforeAll(async () => {
    t = await createTestApp();
    database = (await sql<{ name: string }>`select current_database() as name`.execute(t.deps.db)).rows[0]!.name;
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const terminateAll = async () => {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  };

  it('survives the backend of a checked-out client being terminated between two queries', async () => {
    const outcome = await t.deps.db
      .transaction()
      .execute(async (trx) => {
        const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The client is checked out and idle here: the server's goodbye arrives as an 'error' event.
        await new Promise((resolve) => setImmediate(resolve));
        await sql`select 1`.execute(trx);
        return 'committed';
      })
      .catch(() => 'failed');
    expect(outcome).toBe('failed');
    const after = await sql<{ one: number }>`select 1 as one`.execute(t.deps.db);
    expect(after.rows[0]!.one).toBe(1);
  });

  it('answers 200 or the 50000 envelope while backends are killed under load, then serves again', async () => {
    const statuses = new Map<number, number>();
    let killed = 0;
    for (let round = 0; round < 8; round += 1) {
      const requests = Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: '/api/v1/school/list?page=1&size=5' }));
      killed += await terminateAll();
      for (const res of await Promise.all(requests)) {
        const status = res.json().status as number;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    expect(killed).toBeGreaterThan(0);
    expect(nonEmpty([...statuses.keys()]).every((s) => s === 200 || s === 50000)).toBe(true);
    const again = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/v1/school/list?page=1&size=5' })),
    );
    expect(again.map((r) => r.json().status)).toEqual(Array(20).fill(200));
  });
});
