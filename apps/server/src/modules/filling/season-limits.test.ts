import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { batchIdOf, call, createSeededApp, MAIN_BATCH, member, type Member } from './planning-fixtures';
import { SEASON_LIMITS, type SeasonLimitName } from './season-limits';

/** The season calls are limited per member, with the app's 10003 envelope and the wait in seconds. */
describe(`season rate limits (${engines})`, () => {
  let built: TestApp;
  let batchId: number;

  beforeAll(async () => {
    built = await createSeededApp();
    const someone = await member(built);
    batchId = await batchIdOf(built, someone.token, MAIN_BATCH);
  });
  afterAll(async () => {
    await built.close();
  });

  const THREE = [500, 520, 540].map((cultureScore) => ({ cultureScore, testsScore: 230 }));
  const FIFTY = Array.from({ length: 50 }, (_, i) => 99_999_000 + i);
  // Cheap valid requests (plans outside the scope cost no bisection): the limit counts what a call asks for, not what it found.
  const requests: Record<SeasonLimitName, { send: (token: string) => ReturnType<typeof call>; cost: number }> = {
    whatIf: { send: (token) => call(built, 'POST', '/api/v1/filling/what-if', token, { scenarios: THREE }), cost: 3 },
    whatIfList: {
      send: (token) => call(built, 'POST', `/api/v1/filling/what-if/recommend?batchId=${batchId}&size=1`, token, THREE[0]),
      cost: 1,
    },
    targets: { send: (token) => call(built, 'POST', '/api/v1/filling/targets', token, { planIds: FIFTY }), cost: 50 },
  };

  it.each(Object.keys(SEASON_LIMITS) as SeasonLimitName[])(
    '%s: answers calls up to the limit’s points, refuses the next with 10003 and the wait, per member',
    async (name) => {
      const { points, seconds, message } = SEASON_LIMITS[name];
      const { send, cost } = requests[name];
      const busy: Member = await member(built);
      const other: Member = await member(built);
      const statuses: number[] = [];
      for (let i = 0; i < points / cost; i += 1) {
        statuses.push((await send(busy.token)).status);
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(statuses.length * cost).toBe(points);
      const refused = await send(busy.token);
      expect([refused.httpStatus, refused.status]).toEqual([429, Codes.tooManyRequests]);
      const { retryAfter } = refused.data as { retryAfter: number };
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(seconds);
      expect(refused.msg).toBe(`${message}，请${retryAfter}秒后再试`);
      // Another member is not affected.
      expect((await send(other.token)).status).toBe(200);
    },
  );

  it('keeps the limits apart: using up what-if leaves 目标倒推 open', async () => {
    const busy = await member(built);
    for (let i = 0; i < SEASON_LIMITS.whatIf.points / 3; i += 1) {
      await requests.whatIf.send(busy.token);
    }
    expect((await requests.whatIf.send(busy.token)).status).toBe(Codes.tooManyRequests);
    expect((await requests.targets.send(busy.token)).status).toBe(200);
  });

  it('charges the detail pages’ 目标倒推 to the same budget, by page size', async () => {
    const busy = await member(built);
    for (let i = 0; i < SEASON_LIMITS.targets.points / 50 - 1; i += 1) {
      await requests.targets.send(busy.token);
    }
    const detail = (size: number) => call(built, 'GET', `/api/v1/filling/targets/school?id=99999999&size=${size}`, busy.token);
    expect((await detail(30)).status).toBe(200);
    // 1,450 + 30 points leave 20: a page of 21 is refused.
    expect((await detail(21)).status).toBe(Codes.tooManyRequests);
  });
});
