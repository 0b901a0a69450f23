import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from './config';
import { createDb } from './db/database';
import { firstSeedDue } from './demo/seed-on-start';
import { seedInChildProcess } from './first-seed';

/**
 * A fresh database's data is loaded by a child process (seed.ts) before the server builds itself,
 * so the load's memory leaves with that process (README, Quick start; bench/first-start.ts
 * measures it). Here on a SQLite file, with the generated data set (the same path as the official
 * one, and quicker).
 */
describe('the first start loads its data in a child process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'yzy-first-seed-'));
  const file = join(dir, 'app.db');
  const env = { ...process.env, APP_ENV: 'demo', DATA_SET: 'generated', DATABASE_URL: file, LOG_LEVEL: 'warn' };
  const config = testConfig({ APP_ENV: 'demo', DATA_SET: 'generated', DATABASE_URL: file });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is due on a new file, loads the data and the demo expert, and is not due again', async () => {
    const before = createDb(file);
    try {
      expect(await firstSeedDue(before.db, config)).toBe(true);
    } finally {
      await before.close();
    }

    await seedInChildProcess(env);

    const after = createDb(file);
    try {
      expect(await firstSeedDue(after.db, config)).toBe(false);
      const schools = await after.db
        .selectFrom('schools')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(schools.n)).toBeGreaterThan(0);
      const expert = await after.db.selectFrom('members').select('id').where('mobile', '=', '13900000000').executeTakeFirst();
      expect(expert).toBeDefined();
    } finally {
      await after.close();
    }
  });

  it('is never due in tests, which load their own data', async () => {
    const fresh = createDb(':memory:');
    try {
      expect(await firstSeedDue(fresh.db, testConfig())).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('fails the start when the child cannot load the data', async () => {
    const other = join(dir, 'other.db');
    await expect(
      seedInChildProcess({
        ...env,
        DATABASE_URL: other,
        DATA_SET: 'official',
        DATASET_DIR: join(dir, 'no-such-dataset'),
        LOG_LEVEL: 'silent',
      }),
    ).rejects.toThrow(/data load failed \(exit status 1\)/);
  });
});
