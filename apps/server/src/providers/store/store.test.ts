import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { Store } from './store';

const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, () => Store][] = [['memory', () => createMemoryStore(`test:${randomUUID()}:`)]];
if (redisUrl) {
  kinds.push(['redis', () => createRedisStore(redisUrl, `test:${randomUUID()}:`)]);
}

describe.each(kinds)('%s store', (_kind, make) => {
  let store: Store;
  afterEach(async () => {
    await store.close();
  });

  it('sets, gets and deletes with expiry', async () => {
    store = make();
    await store.set('a', '1', 60);
    expect(await store.get('a')).toBe('1');
    await store.del('a');
    expect(await store.get('a')).toBeNull();
    await store.set('short', 'x', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.get('short')).toBeNull();
  });

  it('takes a value exactly once, even when two callers race', async () => {
    store = make();
    await store.set('once', 'v', 60);
    const results = await Promise.all([store.take('once'), store.take('once'), store.take('once')]);
    expect(results.filter((r) => r === 'v')).toHaveLength(1);
  });

  it('counts concurrently without losing increments', async () => {
    store = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.incr('n', 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('charges a hit atomically: a concurrent burst gets every count once, each with the time left', async () => {
    store = make();
    const hits = await Promise.all(Array.from({ length: 30 }, () => store.hit('burst', 3600)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // Exactly the first 10 of the burst are under a limit of 10, whatever the interleaving.
    expect(hits.filter((h) => h.count <= 10)).toHaveLength(10);
    const later = await store.hit('burst', 3600);
    expect(later.count).toBe(31);
    expect(later.msLeft).toBeGreaterThan(3_000_000);
    expect(later.msLeft).toBeLessThanOrEqual(3_600_000);
    // The expiry starts with the first hit and is not pushed back by later ones.
    await store.hit('short', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await store.hit('short', 1)).count).toBe(1);
  });

  it('keeps counters that start at 0, move by one per bump, and are read together', async () => {
    store = make();
    expect(await store.counters(['gen:a', 'gen:b'])).toEqual([0, 0]);
    await Promise.all([store.bumpCounters(['gen:a', 'gen:b']), store.bumpCounters(['gen:a'])]);
    expect(await store.counters(['gen:b', 'gen:a', 'gen:c'])).toEqual([1, 2, 0]);
    expect(await store.counters([])).toEqual([]);
  });

  it('keeps a capped list, newest first', async () => {
    store = make();
    for (const v of ['1', '2', '3', '4']) {
      await store.pushCapped('list', v, 3, 60);
    }
    expect(await store.list('list')).toEqual(['4', '3', '2']);
  });

  it('limits consumption per key and reports the wait', async () => {
    store = make();
    const limiter = store.limiter('t', 2, 60);
    await limiter.consume('k');
    await limiter.consume('k');
    const refused = await limiter.consume('k').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect((refused as RateLimiterRes).msBeforeNext).toBeGreaterThan(50_000);
    await expect(limiter.consume('other')).resolves.toBeDefined();
  });
});
