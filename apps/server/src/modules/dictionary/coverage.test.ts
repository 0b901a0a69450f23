import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededApp } from '../../demo/catalogue/test-fixtures';
import { engines, type TestApp } from '../../../test/test-app';

describe(`provinces covered by the data (${engines})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createSeededApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const covered = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/common/coveredProvinces' })).json() as { status: number; data: string[] };

  it('names exactly the provinces that have admission records, without login', async () => {
    const rows = await t.deps.db.selectFrom('admission_records').select('province_id').distinct().execute();
    const answer = await covered();
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(rows.length);
    expect([...answer.data].sort()).toEqual(['北京', '河南']);
    const allProvinces = await t.deps.db.selectFrom('provinces').select('id').execute();
    expect(allProvinces.length).toBeGreaterThan(answer.data.length);
  });

  it('follows the data: a province whose records are removed is no longer covered', async () => {
    const beijing = await t.deps.db.selectFrom('provinces').select('id').where('name', '=', '北京').executeTakeFirstOrThrow();
    await t.deps.db.deleteFrom('admission_records').where('province_id', '=', beijing.id).execute();
    expect((await covered()).data).toEqual(['河南']);
  });
});
