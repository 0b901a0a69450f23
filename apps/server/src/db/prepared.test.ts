import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, engines, type TestApp } from '../../test/test-app';
import { prepared } from './prepared';
import type { Database } from './schema';

describe(`prepared queries (${engines})`, () => {
  let t: TestApp;
  let cards: { id: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    cards = await t.deps.db.selectFrom('vip_cards').select(['id', 'name']).orderBy('id').execute();
  });
  afterAll(() => t.close());

  it('builds once and runs each call with its own values', async () => {
    let builds = 0;
    const cardName = prepared((db, id: number) => {
      builds += 1;
      return db.selectFrom('vip_cards').select('name').where('id', '=', id);
    });
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      expect(await cardName.first(t.deps.db, card.id)).toEqual({ name: card.name });
    }
    expect(await cardName.first(t.deps.db, -1)).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('keeps the constants of the query and places several values where they belong', async () => {
    const [first, second] = cards;
    const between = prepared((db, low: number, high: number) =>
      db.selectFrom('vip_cards').select('id').where('id', '>=', low).where('id', '<=', high).where('name', '<>', '').orderBy('id'),
    );
    expect((await between.all(t.deps.db, first.id, second.id)).map((r) => r.id)).toEqual([first.id, second.id]);
    expect(await between.all(t.deps.db, second.id, first.id)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('prepared queries on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are named statements of the connection, parsed once and run again with new values', async () => {
    const query = (db: Kysely<Database>, id: number) =>
      db.selectFrom('vip_cards').select('name').where('id', '=', id).where('name', '<>', 'named');
    const cardName = prepared(query);
    const [card] = await t.deps.db.selectFrom('vip_cards').select(['id', 'name']).orderBy('id').limit(1).execute();
    await t.deps.db.connection().execute(async (connection) => {
      expect(await cardName.first(connection, card.id)).toEqual({ name: card.name });
      expect(await cardName.first(connection, -1)).toBeUndefined();
      const kept = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      expect(kept.rows.filter((r) => r.statement === query(connection, 0).compile().sql)).toHaveLength(1);
    });
  });
});
