import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { setScoreRelease } from '../score-profile/test-fixtures';
import { batchIdOf, createSeededApp, HENAN, member, recommendOf, type Member } from './planning-fixtures';
import { clearUniverseCache } from './plan-universe';

/** A 位次 the member entered is their rank (labelled as theirs) where the province asks for it; elsewhere the estimate stands. */
describe('entered 位次', () => {
  let built: TestApp;
  let m: Member;
  let batchId: number;
  beforeAll(async () => {
    built = await createSeededApp();
    m = await member(built, { vip: true });
    batchId = await batchIdOf(built, m.token, '艺术类本科批');
    await built.deps.db.updateTable('member_nemt_infos').set({ nemt_ranking: 1500 }).where('member_id', '=', m.id).execute();
  });
  afterAll(async () => {
    await built.close();
  });

  const asks = async (value: 0 | 1) => {
    await built.deps.db
      .updateTable('province_data_time_configs')
      .set({ is_input_ranking: value })
      .where('province_id', '=', HENAN)
      .execute();
    await setScoreRelease(built.deps.db, HENAN, 'published');
    clearUniverseCache(built.deps.db);
  };

  it('is ignored where the province does not ask for it: the rank is the table estimate', async () => {
    await asks(0);
    const page = await recommendOf(built, m.token, `batchId=${batchId}&sort=line`);
    expect(page.data.member.rankEntered).toBe(false);
    expect(page.data.member.rank).not.toBe(1500);
  });

  it('is the rank shown and the engine’s input once the province asks for it', async () => {
    await asks(0);
    const estimated = await recommendOf(built, m.token, `batchId=${batchId}&sort=line&size=50`);
    await asks(1);
    const entered = await recommendOf(built, m.token, `batchId=${batchId}&sort=line&size=50`);
    expect(entered.data.member).toMatchObject({ rank: 1500, rankEntered: true, rankEstimated: false });
    // The estimate moves with the rank: some plan's probability differs from the table-based one.
    const before = new Map(estimated.data.content.map((r) => [r.planId, r.probability]));
    expect(entered.data.content.some((r) => before.has(r.planId) && before.get(r.planId) !== r.probability)).toBe(true);
    expect(entered.data.content.find((r) => r.probability !== null)?.explanation).toMatch(/1,?500/);
  });

  it('is not used before the year’s scores are out', async () => {
    await asks(1);
    await setScoreRelease(built.deps.db, HENAN, 'unpublished');
    clearUniverseCache(built.deps.db);
    const page = await recommendOf(built, m.token, `batchId=${batchId}`);
    expect(page.data.member.rankEntered).toBe(false);
  });
});
