import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { nonEmpty } from '../../test/non-empty';
import { testConfig } from '../config';
import { seedOnStart } from '../demo/seed-on-start';
import { postgresTextLimits, type TextLimits } from './postgres-text-limits.test-helper';

/**
 * SQLite ignores a column's declared length; PostgreSQL refuses a longer text, and a fresh
 * PostgreSQL database once refused the official data (a batch's 57-character source in a
 * varchar(50)). This loads the committed official data exactly as a first start does (the demo's
 * start: official data, articles, the demo expert) and compares the longest text of every column
 * with the limit PostgreSQL's schema gives it, so a data or schema change that would break a
 * PostgreSQL start fails here, on either engine.
 */
describe(`official data against PostgreSQL's column limits (${engines})`, () => {
  let t: TestApp;
  let limits: TextLimits;
  beforeAll(async () => {
    t = await createTestApp();
    limits = await postgresTextLimits();
    // On PostgreSQL a text over its limit already fails here, with the database's own message.
    await seedOnStart(t.deps.db, testConfig({ APP_ENV: 'demo', DATA_SET: 'official' }), t.deps.log);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the limits from the migrations, including the widened rule sources', () => {
    expect(limits.get('batches')?.get('source')).toBe(200);
    expect(limits.get('exam_category_scores')?.get('source')).toBe(200);
    expect(limits.get('schools')?.get('source')).toBe(50);
    expect(limits.get('schools')?.get('intro')).toBeUndefined();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reads the same limits as PostgreSQL holds after migrating', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; limit: number }>`
      select table_name, column_name, character_maximum_length as limit from information_schema.columns
      where table_schema = 'public' and character_maximum_length is not null and table_name not like 'kysely_%'`.execute(t.deps.db);
    const actual = nonEmpty(rows)
      .map((r) => `${r.table_name}.${r.column_name}:${r.limit}`)
      .sort();
    const recorded = [...limits].flatMap(([table, columns]) => [...columns].map(([column, limit]) => `${table}.${column}:${limit}`)).sort();
    expect(recorded).toEqual(actual);
  });

  it('stores no text longer than its PostgreSQL column allows', async () => {
    const over: string[] = [];
    const filled: string[] = [];
    for (const [table, columns] of limits) {
      for (const [column, limit] of columns) {
        const { rows } = await sql<{
          longest: number | string | null;
        }>`select max(length(${sql.ref(column)})) as longest from ${sql.table(table)}`.execute(t.deps.db);
        const longest = rows[0]?.longest === null || rows[0]?.longest === undefined ? 0 : Number(rows[0].longest);
        if (longest > 0) {
          filled.push(`${table}.${column}`);
        }
        if (longest > limit) {
          over.push(`${table}.${column}: ${longest} > varchar(${limit})`);
        }
      }
    }
    expect(over).toEqual([]);
    // The load wrote the tables it is about: a check over empty tables would pass on nothing.
    expect(nonEmpty(filled)).toEqual(
      expect.arrayContaining([
        'schools.name',
        'majors.name',
        'batches.source',
        'enrollment_plans.source',
        'admission_records.source_url',
        'control_lines.batch_name',
        'score_rank_tables.source',
        'articles.title',
      ]),
    );
  });
});
