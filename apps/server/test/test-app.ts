import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../src/app';
import { testConfig } from '../src/config';
import { createDb, type Db } from '../src/db/database';
import { createStore } from '../src/providers/store';

/**
 * A server for one test file: in-memory SQLite and the in-process store by default;
 * a fresh PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set, and a
 * private Redis key prefix when TEST_REDIS_URL is set.
 */
export interface TestApp extends BuiltApp {
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const pgUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  let database: Db;
  let dropDatabase = async () => {};
  if (pgUrl) {
    const name = `yzy_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    database = createDb(url.toString());
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = createDb(':memory:');
  }
  const store = createStore(redisUrl, `test:${randomUUID()}:`);
  const built = await buildApp(config, { database, store, webDist: null });
  return {
    ...built,
    async close() {
      await built.app.close();
      await store.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** Which engines this run uses, for test names. */
export const engines = `${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}+${process.env.TEST_REDIS_URL ? 'redis' : 'memory'}`;
