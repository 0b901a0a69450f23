// Where a bench run keeps its data: a throwaway SQLite file, or (BENCH_PG=1) a fresh PostgreSQL
// database and an emptied Redis database, dropped again at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Storage } from './servers';

export interface BenchStorage {
  /** Fresh storage for one data set or scale (a number, or a name such as `official`). */
  forScale(scale: number | string): Promise<Storage>;
  dispose(): Promise<void>;
}

export function sqliteStorage(): BenchStorage {
  const dir = mkdtempSync(join(tmpdir(), 'yzy-bench-'));
  return {
    forScale: async (scale) => ({ kind: 'sqlite', file: join(dir, `bench-${scale}.db`) }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** BENCH_PG_URL (server, default the local one) and BENCH_REDIS_URL (default local Redis database 13). */
export function postgresStorage(): BenchStorage {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
  const created: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async forScale(scale) {
      const name = `yzy_bench_${process.pid}_${scale}`;
      await admin(`drop database if exists ${name}`);
      await admin(`create database ${name}`);
      created.push(name);
      // Rate limits and cached answers of an earlier run must not leak into this one.
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      redis.disconnect();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { kind: 'postgres', databaseUrl: url.toString(), redisUrl };
    },
    async dispose() {
      for (const name of created) {
        await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
      }
    },
  };
}
