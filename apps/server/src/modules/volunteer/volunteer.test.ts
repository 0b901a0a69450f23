import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendRow, VolunteerDetail, VolunteerEntryAdded, VolunteerList, VolunteerTableItem } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { batchIdOf, call, createSeededApp, member, recommendOf, setScores, type Member } from '../filling/planning-fixtures';

const MAIN = '艺术类本科批';

describe(`volunteer tables (${engines})`, () => {
  let built: TestApp;
  let owner: Member;
  let batchId: number;
  let rows: RecommendRow[];
  const post = <T>(m: Member, path: string, payload: object) => call<T>(built, 'POST', `/api/v1/volunteer/${path}`, m.token, payload);
  const detail = (m: Member, id: number) => call<VolunteerDetail>(built, 'GET', `/api/v1/volunteer/detail?id=${id}`, m.token);
  /** Plans of two different schools, and a second plan of the first school. */
  const plans = () => {
    const [a] = rows;
    const sibling = rows.find((r) => r.school.id === a.school.id && r.planId !== a.planId);
    const other = rows.find((r) => r.school.id !== a.school.id);
    if (!sibling || !other) {
      throw new Error('demo data lacks a school with two plans');
    }
    return { a, sibling, other };
  };

  const tierForVip = async (row: RecommendRow) =>
    (
      await recommendOf(built, owner.token, `batchId=${batchId}&size=50&hopeless=show&keyword=${encodeURIComponent(row.school.name)}`)
    ).data.content.find((r) => r.planId === row.planId)?.tier ?? null;

  beforeAll(async () => {
    built = await createSeededApp();
    owner = await member(built, { vip: true });
    batchId = await batchIdOf(built, owner.token, MAIN);
    rows = (await recommendOf(built, owner.token, `batchId=${batchId}&size=50`)).data.content;
  });
  afterAll(async () => {
    await built.close();
  });

  it('creates tables; the first becomes current; the list shows the current one first', async () => {
    const m = await member(built);
    const first = await post<VolunteerTableItem>(m, 'create', { name: ' 冲刺方案 ', batchId });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ name: '冲刺方案', batchId, batchName: MAIN, isCurrent: true, entryCount: 0 });
    const second = await post<VolunteerTableItem>(m, 'create', { name: '稳妥方案', batchId });
    expect(second.data.isCurrent).toBe(false);
    const list = await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', m.token);
    expect(list.data.content.map((t) => [t.name, t.isCurrent])).toEqual([
      ['冲刺方案', true],
      ['稳妥方案', false],
    ]);
    expect((await post(m, 'setCurrent', { id: second.data.id })).status).toBe(200);
    expect((await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', m.token)).data.content[0].id).toBe(second.data.id);
    expect((await post(m, 'delete', { id: second.data.id })).status).toBe(200);
    const after = await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', m.token);
    expect(after.data.content.map((t) => [t.id, t.isCurrent])).toEqual([[first.data.id, true]]);
  });

  it.each([
    [{ name: '', batchId: 1 }, '请输入志愿表名称'],
    [{ name: 'x'.repeat(31), batchId: 1 }, '志愿表名称不能超过30个字'],
    [{ name: '表' }, '批次编号须为正整数'],
  ])('refuses a bad create body %o', async (payload, msg) => {
    const res = await post(owner, 'create', payload);
    expect([res.status, res.msg]).toEqual([10001, msg]);
  });

  it('refuses a batch of another province', async () => {
    const beijing = await built.deps.db.selectFrom('batches').select('id').where('province_id', '=', 11).executeTakeFirstOrThrow();
    expect((await post(owner, 'create', { name: '表', batchId: beijing.id })).msg).toBe('批次不存在，或不是你所在省份今年的批次');
  });

  it('adds plans: a new slot, beside the same school, a table created when there is none', async () => {
    const m = await member(built);
    const { a, sibling, other } = plans();
    // Read before the adds too: the answer after them must not be the one read here (db/read-cache.ts).
    const positionOf = async () =>
      (await recommendOf(built, m.token, `batchId=${batchId}&size=50&keyword=${encodeURIComponent(other.school.name)}`)).data.content.find(
        (r) => r.planId === other.planId,
      )?.inCurrentTable;
    expect(await positionOf()).toBeNull();
    const first = await post<VolunteerEntryAdded>(m, 'entry/add', { planId: a.planId });
    expect(first.data).toMatchObject({ slot: 1, majorIndex: 1, newEntry: true, tableCreated: true });
    const second = await post<VolunteerEntryAdded>(m, 'entry/add', { planId: sibling.planId });
    expect(second.data).toMatchObject({
      tableId: first.data.tableId,
      slot: 1,
      majorIndex: 2,
      newEntry: false,
      tableCreated: false,
      entryId: first.data.entryId,
    });
    const third = await post<VolunteerEntryAdded>(m, 'entry/add', { planId: other.planId });
    expect(third.data).toMatchObject({ slot: 2, majorIndex: 1, newEntry: true });
    const again = await post(m, 'entry/add', { planId: a.planId });
    expect([again.status, again.msg]).toEqual([10001, `${a.school.name}${a.major.name}已在第1志愿中`]);
    const list = await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', m.token);
    expect(list.data.content[0]).toMatchObject({ name: `${MAIN}志愿表`, isCurrent: true, entryCount: 2 });
    expect(await positionOf()).toEqual({
      tableId: first.data.tableId,
      slot: 2,
      majorIndex: 1,
    });
  });

  it('free member: adding a plan to a table reveals no tier beyond their free plans (detail, report, share)', async () => {
    const free = await member(built);
    const mine = (await recommendOf(built, free.token, `batchId=${batchId}&size=50`)).data.content;
    const shown = mine.find((r) => r.tier !== null);
    const hidden = mine.find((r) => r.locked);
    if (!shown || !hidden) {
      throw new Error('demo data lacks a free and a withheld plan');
    }
    const vipTier = await tierForVip(hidden);
    expect(vipTier).not.toBeNull();
    const table = await post<VolunteerTableItem>(free, 'create', { name: '免费', batchId });
    await post(free, 'entry/add', { planId: shown.planId, tableId: table.data.id });
    await post(free, 'entry/add', { planId: hidden.planId, tableId: table.data.id });
    const res = await detail(free, table.data.id);
    const majors = res.data.entries.flatMap((e) => e.majors);
    expect(majors.find((m) => m.planId === shown.planId)).toMatchObject({ tier: shown.tier, tierLocked: false, probability: null });
    expect(majors.find((m) => m.planId === hidden.planId)).toMatchObject({ tier: null, tierLocked: true, probability: null });
    const report = await call<{ table: VolunteerDetail }>(built, 'GET', `/api/v1/volunteer/report?id=${table.data.id}`, free.token);
    if (report.status === 200) {
      const reported = report.data.table.entries.flatMap((e) => e.majors).find((m) => m.planId === hidden.planId);
      expect(reported).toMatchObject({ tier: null, tierLocked: true });
    }
  });

  it('detail: entries, majors, lines, tiers; probabilities for VIP only; violations', async () => {
    const free = await member(built);
    const vip = owner;
    const { a, other } = plans();
    for (const m of [free, vip]) {
      const table = await post<VolunteerTableItem>(m, 'create', { name: '详情', batchId });
      await post(m, 'entry/add', { planId: a.planId, tableId: table.data.id });
      await post(m, 'entry/add', { planId: other.planId, tableId: table.data.id });
      const res = await detail(m, table.data.id);
      expect(res.status).toBe(200);
      expect(res.data.entries.map((e) => [e.slot, e.school.name, e.adjust])).toEqual([
        [1, a.school.name, true],
        [2, other.school.name, true],
      ]);
      const major = res.data.entries[0].majors[0];
      expect(major).toMatchObject({ planId: a.planId, exists: true, majorName: a.major.name, tier: a.tier });
      expect(major.lines).toHaveLength(3);
      expect(major.probability).toBe(m === vip ? a.probability : null);
      expect(res.data.probabilityLocked).toBe(m !== vip);
      expect(res.data.batch).toMatchObject({ name: MAIN, mode: '平行', majorsPerSlot: 6, allowAdjust: true });
      expect(res.data.scoreSnapshot).toMatchObject({ cultureScore: 520, testsScore: 240, rankEstimated: true });
      expect(res.data.scoreChanged).toBe(false);
      expect(res.data.violations).toEqual([]);
    }
    await setScores(built, free.id, 530, 240);
    const changed = await detail(free, (await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', free.token)).data.content[0].id);
    expect(changed.data.scoreChanged).toBe(true);
    expect(changed.data.scoreSnapshot.cultureScore).toBe(520);
  });

  it('update: rename, reorder keeping ids, majors and 服从调剂; refuses what the batch rules forbid', async () => {
    const m = await member(built);
    const { a, sibling, other } = plans();
    const table = (await post<VolunteerTableItem>(m, 'create', { name: '原名', batchId })).data;
    await post(m, 'entry/add', { planId: a.planId, tableId: table.id });
    await post(m, 'entry/add', { planId: other.planId, tableId: table.id });
    const before = (await detail(m, table.id)).data.entries;
    const entries = [
      { id: before[1].id, planIds: [other.planId], adjust: false },
      { id: before[0].id, planIds: [sibling.planId, a.planId], adjust: true },
    ];
    const res = await call<VolunteerDetail>(built, 'PUT', '/api/v1/volunteer/update', m.token, { id: table.id, name: '新名', entries });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('新名');
    expect(res.data.entries.map((e) => [e.id, e.slot, e.adjust, e.majors.map((x) => x.planId)])).toEqual([
      [before[1].id, 1, false, [other.planId]],
      [before[0].id, 2, true, [sibling.planId, a.planId]],
    ]);
    const refuse = async (body: object, msg: string | RegExp) => {
      const r = await call(built, 'PUT', '/api/v1/volunteer/update', m.token, { id: table.id, ...body });
      expect(r.status).toBe(10001);
      expect(r.msg).toMatch(msg);
    };
    await refuse({ entries: [{ planIds: [a.planId, other.planId], adjust: true }] }, '第1志愿中的专业须属于同一所院校');
    await refuse(
      {
        entries: [
          { planIds: [a.planId], adjust: true },
          { planIds: [sibling.planId], adjust: true },
        ],
      },
      `${a.school.name}已在第1志愿中，同一院校只能填一个志愿`,
    );
    await refuse({ entries: [{ planIds: [a.planId, a.planId], adjust: true }] }, /重复填报/);
    await refuse({ entries: [{ planIds: [], adjust: true }] }, '第1志愿没有填专业');
    await refuse({ entries: [{ planIds: [999999], adjust: true }] }, '第1志愿中的招生计划999999不存在，或不属于本志愿表的省份、科类和年份');
    await refuse({ entries: [{ id: 999999, planIds: [a.planId], adjust: true }] }, '第1志愿的编号不属于本志愿表');
    await refuse({ entries: [{ planIds: [a.planId], adjust: 'yes' }] }, '服从调剂须为true或false');
    await refuse({ name: '' }, '请输入志愿表名称');
    const early = await batchIdOf(built, m.token, '艺术类本科提前批');
    const earlyPlan = (await recommendOf(built, owner.token, `batchId=${early}`)).data.content[0];
    await refuse({ entries: [{ planIds: [earlyPlan.planId], adjust: true }] }, /不属于本志愿表的批次、年份或科类/);
    const full = rows.filter((r, i, all) => all.findIndex((x) => x.school.id === r.school.id) === i).slice(0, 10);
    expect(
      (
        await call(built, 'PUT', '/api/v1/volunteer/update', m.token, {
          id: table.id,
          entries: full.map((r) => ({ planIds: [r.planId], adjust: true })),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses more slots or majors than the batch allows, and 服从调剂 where it has none', async () => {
    const m = await member(built);
    const table = (await post<VolunteerTableItem>(m, 'create', { name: '规则', batchId })).data;
    await built.deps.db
      .updateTable('batches')
      .set({ max_slots: 2, majors_per_slot: 1, allow_adjust: 0 })
      .where('id', '=', batchId)
      .execute();
    const { clearUniverseCache } = await import('../filling');
    clearUniverseCache(built.deps.db);
    try {
      const { a, sibling, other } = plans();
      const third = rows.find((r) => r.school.id !== a.school.id && r.school.id !== other.school.id);
      const put = (entries: object[]) => call(built, 'PUT', '/api/v1/volunteer/update', m.token, { id: table.id, entries });
      expect((await put([{ planIds: [a.planId, sibling.planId], adjust: false }])).msg).toBe('第1志愿最多填1个专业，当前2个');
      expect((await put([{ planIds: [a.planId], adjust: true }])).msg).toBe(`${MAIN}不设服从调剂，第1志愿不能勾选`);
      const three = [a, other, third].map((r) => ({ planIds: [r?.planId ?? 0], adjust: false }));
      expect((await put(three)).msg).toBe(`${MAIN}最多填2个志愿，当前3个`);
      await put(three.slice(0, 2));
      const added = await post(m, 'entry/add', { planId: third?.planId, tableId: table.id });
      expect(added.msg).toBe(`志愿表已满（${MAIN}最多2个志愿）`);
    } finally {
      await built.deps.db
        .updateTable('batches')
        .set({ max_slots: 64, majors_per_slot: 6, allow_adjust: 1 })
        .where('id', '=', batchId)
        .execute();
      clearUniverseCache(built.deps.db);
    }
  });

  it('removes one major, then the whole 志愿', async () => {
    const m = await member(built);
    const { a, sibling, other } = plans();
    const first = (await post<VolunteerEntryAdded>(m, 'entry/add', { planId: a.planId })).data;
    await post(m, 'entry/add', { planId: sibling.planId });
    await post(m, 'entry/add', { planId: other.planId });
    const one = await post<{ entryCount: number }>(m, 'entry/remove', { tableId: first.tableId, entryId: first.entryId, planId: a.planId });
    expect(one.data.entryCount).toBe(2);
    expect((await detail(m, first.tableId)).data.entries[0].majors.map((x) => x.planId)).toEqual([sibling.planId]);
    expect((await post(m, 'entry/remove', { tableId: first.tableId, entryId: first.entryId, planId: a.planId })).status).toBe(10004);
    const whole = await post<{ entryCount: number }>(m, 'entry/remove', { tableId: first.tableId, entryId: first.entryId });
    expect(whole.data.entryCount).toBe(1);
    expect((await detail(m, first.tableId)).data.entries.map((e) => [e.slot, e.school.name])).toEqual([[1, other.school.name]]);
    expect((await post(m, 'entry/remove', { tableId: first.tableId, entryId: first.entryId })).status).toBe(10004);
  });

  it('a member can never see or change another member’s table (10008); unknown ids answer 10004', async () => {
    const intruder = await member(built, { vip: true });
    const table = (await post<VolunteerTableItem>(owner, 'create', { name: '私有', batchId })).data;
    const added = (await post<VolunteerEntryAdded>(owner, 'entry/add', { planId: rows[0].planId, tableId: table.id })).data;
    const attempts = [
      call(built, 'GET', `/api/v1/volunteer/detail?id=${table.id}`, intruder.token),
      call(built, 'GET', `/api/v1/volunteer/analysis?id=${table.id}`, intruder.token),
      call(built, 'GET', `/api/v1/volunteer/export?id=${table.id}`, intruder.token),
      call(built, 'PUT', '/api/v1/volunteer/update', intruder.token, { id: table.id, name: '改' }),
      post(intruder, 'entry/add', { planId: rows[1].planId, tableId: table.id }),
      post(intruder, 'entry/remove', { tableId: table.id, entryId: added.entryId }),
      post(intruder, 'setCurrent', { id: table.id }),
      post(intruder, 'delete', { id: table.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([res.httpStatus, res.status]).toEqual([403, 10008]);
    }
    expect((await detail(owner, table.id)).data).toMatchObject({ name: '私有', entryCount: 1 });
    expect((await call(built, 'GET', '/api/v1/volunteer/detail?id=99999999', owner.token)).status).toBe(10004);
    expect((await call(built, 'GET', '/api/v1/volunteer/detail?id=abc', owner.token)).status).toBe(10001);
    expect((await call<VolunteerList>(built, 'GET', '/api/v1/volunteer/list', intruder.token)).data.content).toEqual([]);
  });

  it('keeps at most 20 tables per member', async () => {
    const m = await member(built);
    for (let i = 0; i < 20; i += 1) {
      expect((await post(m, 'create', { name: `表${i}`, batchId })).status).toBe(200);
    }
    expect((await post(m, 'create', { name: '第21张', batchId })).msg).toBe('最多保存20张志愿表，请先删除不用的志愿表');
  });
});
