import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { Store } from './store';

export type { Store } from './store';

/** The store for a config: Redis when REDIS_URL is set, else in-process. */
export function createStore(redisUrl: string | undefined, prefix?: string): Store {
  return redisUrl ? createRedisStore(redisUrl, prefix) : createMemoryStore(prefix);
}
