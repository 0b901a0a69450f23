import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOLUNTEER_TABLES_MAX,
  type RecommendRow,
  type VolunteerList,
  type VolunteerPlanPlaced,
  type VolunteerTableItem,
} from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { call, createSeededApp, member, recommendOf, type Member } from '../filling/planning-fixtures';

/** volunteer/entry/place: 加入志愿表 as one call in one transaction. */
describe(`placing a plan in the table of its batch (${engines})`, () => {
  let built: TestApp;
  /** Two plans of different schools in one batch, and a plan of another batch. */
  let first: RecommendRow;
  let second: RecommendRow;
  let elsewhere: RecommendRow;

  const place = (m: Member, planId: number) =>
    call<VolunteerPlanPlaced>(built, 'POST', '/api/v1/volunteer/entry/place', m.token, { planId });
  const tables = async (m: Member) => (await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', m.token)).data.content;
  const current = async (m: Member) => (await tables(m)).find((t) => t.isCurrent);

  beforeAll(async () => {
    built = await createSeededApp();
    const probe = await member(built);
    const batches = (await call<{ batches: { id: number; name: string }[] }>(built, 'GET', '/api/v1/filling/batches', probe.token)).data
      .batches;
    const plansOf = async (batchId: number) => (await recommendOf(built, probe.token, `batchId=${batchId}&size=50`)).data.content;
    const withPlans: RecommendRow[][] = [];
    for (const b of batches) {
      const rows = await plansOf(b.id);
      if (rows.length > 0) {
        withPlans.push(rows);
      }
    }
    const [main, other] = withPlans;
    if (!main || !other) {
      throw new Error('demo data lacks two batches with plans');
    }
    first = main[0];
    const next = main.find((r) => r.school.id !== first.school.id);
    if (!next) {
      throw new Error('demo data lacks a second school in a batch');
    }
    second = next;
    elsewhere = other[0];
  });
  afterAll(async () => {
    await built.close();
  });

  it('creates the table of the batch when the member has none; the next plan goes into it', async () => {
    const m = await member(built);
    const res = await place(m, first.planId);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ slot: 1, majorIndex: 1, newEntry: true, tableCreated: true, switchedTo: null });
    const again = await place(m, second.planId);
    expect(again.data).toMatchObject({ tableId: res.data.tableId, slot: 2, tableCreated: false, switchedTo: null });
    expect(await tables(m)).toMatchObject([{ id: res.data.tableId, name: `${first.batchName}志愿表`, isCurrent: true, entryCount: 2 }]);
  });

  it('switches to the table of the plan batch (made when missing, reused after) and says so', async () => {
    const m = await member(built);
    const main = (await place(m, first.planId)).data;
    const made = await place(m, elsewhere.planId);
    expect(made.data).toMatchObject({ tableCreated: true, switchedTo: `${elsewhere.batchName}志愿表`, slot: 1 });
    expect((await current(m))?.id).toBe(made.data.tableId);

    // Back on the first batch's table: it is reused, not duplicated.
    const back = await place(m, second.planId);
    expect(back.data).toMatchObject({ tableId: main.tableId, tableCreated: false, switchedTo: `${first.batchName}志愿表`, slot: 2 });
    expect((await tables(m)).length).toBe(2);
    expect((await current(m))?.id).toBe(main.tableId);
  });

  it('writes nothing when the plan is refused: the current table stays current', async () => {
    const m = await member(built);
    const main = (await place(m, first.planId)).data;
    const other = (await place(m, elsewhere.planId)).data;
    expect((await current(m))?.id).toBe(other.tableId);

    // The first plan is already in the first batch's table: switching there would have been the first write.
    const refused = await place(m, first.planId);
    expect(refused.status).toBe(10001);
    expect(refused.msg).toContain('已在第1志愿中');
    expect((await current(m))?.id).toBe(other.tableId);
    const after = await tables(m);
    expect(after.map((t) => [t.id, t.entryCount]).sort()).toEqual(
      [
        [main.tableId, 1],
        [other.tableId, 1],
      ].sort(),
    );
  });

  it('refuses past the table limit without creating a table or changing the current one', async () => {
    const m = await member(built);
    const batchId = first.batchId;
    const made: VolunteerTableItem[] = [];
    for (let i = 0; i < VOLUNTEER_TABLES_MAX; i += 1) {
      made.push((await call<VolunteerTableItem>(built, 'POST', '/api/v1/volunteer/create', m.token, { name: `表${i}`, batchId })).data);
    }
    const refused = await place(m, elsewhere.planId);
    expect([refused.status, refused.msg]).toEqual([10001, `最多保存${VOLUNTEER_TABLES_MAX}张志愿表，请先删除不用的志愿表`]);
    expect((await tables(m)).length).toBe(VOLUNTEER_TABLES_MAX);
    expect((await current(m))?.id).toBe(made[0].id);
  });

  it('refuses a plan outside the member scope and a bad body with a clear sentence', async () => {
    const m = await member(built);
    const missing = await place(m, 987_654_321);
    expect([missing.status, missing.msg]).toEqual([10001, '招生计划不存在，或不属于你所在省份、科类今年的计划']);
    const bad = await call(built, 'POST', '/api/v1/volunteer/entry/place', m.token, { planId: 'x' });
    expect(bad.status).toBe(10001);
    expect(bad.msg).toContain('招生计划编号');
    expect(await tables(m)).toEqual([]);
  });
});
