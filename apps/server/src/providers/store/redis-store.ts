import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Store } from './store';

/** The Redis store, shared by every server instance. `prefix` isolates tests and deployments. */
export function createRedisStore(url: string, prefix = 'yzy:'): Store {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const k = (key: string) => prefix + key;

  return {
    shared: true,
    async counters(keys) {
      if (keys.length === 0) {
        return [];
      }
      const values = await redis.mget(keys.map(k));
      return values.map((value) => Number(value ?? 0));
    },
    async bumpCounters(keys) {
      if (keys.length === 0) {
        return;
      }
      const bumps = redis.multi();
      for (const key of keys) {
        bumps.incr(k(key));
      }
      await bumps.exec();
    },
    async get(key) {
      return redis.get(k(key));
    },
    async set(key, value, ttlSeconds) {
      await redis.set(k(key), value, 'EX', ttlSeconds);
    },
    async del(key) {
      await redis.del(k(key));
    },
    async take(key) {
      // GETDEL is atomic: two concurrent takes cannot both get the value.
      return redis.getdel(k(key));
    },
    async incr(key, ttlSeconds) {
      const [[, count]] = (await redis.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').exec()) as [[null, number]];
      return count;
    },
    async hit(key, ttlSeconds) {
      // MULTI/EXEC: the increment, the expiry of a new count and its remaining time in one step.
      const replies = (await redis.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').pttl(k(key)).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      const [[, count], , [, msLeft]] = replies;
      return { count, msLeft: msLeft > 0 ? msLeft : ttlSeconds * 1000 };
    },
    async pushCapped(key, value, max, ttlSeconds) {
      await redis
        .multi()
        .lpush(k(key), value)
        .ltrim(k(key), 0, max - 1)
        .expire(k(key), ttlSeconds)
        .exec();
    },
    async list(key) {
      return redis.lrange(k(key), 0, -1);
    },
    limiter(name, points, duration) {
      return new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}rl:${name}`, points, duration });
    },
    async close() {
      if (prefix.startsWith('test:')) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) {
          await redis.del(...keys);
        }
      }
      await redis.quit();
    },
  };
}
