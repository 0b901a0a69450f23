import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Store } from './store';

interface Entry {
  value: string | string[];
  expiresAt: number;
}

/** The in-process store: one server instance only. Expired entries are dropped on read and by a periodic sweep. */
export function createMemoryStore(prefix = ''): Store {
  const entries = new Map<string, Entry>();
  const counters = new Map<string, number>();
  // One limiter per name, so every caller of the same limit counts against the same budget.
  const limiters = new Map<string, RateLimiterMemory>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) {
        entries.delete(key);
      }
    }
  }, 60_000);
  sweep.unref();

  const read = (key: string): Entry | undefined => {
    const entry = entries.get(prefix + key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(prefix + key);
      return undefined;
    }
    return entry;
  };
  const write = (key: string, value: string | string[], ttlSeconds: number) => {
    entries.set(prefix + key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
  };

  return {
    shared: false,
    async counters(keys) {
      return keys.map((key) => counters.get(prefix + key) ?? 0);
    },
    async bumpCounters(keys) {
      for (const key of keys) {
        counters.set(prefix + key, (counters.get(prefix + key) ?? 0) + 1);
      }
    },
    async get(key) {
      const value = read(key)?.value;
      return typeof value === 'string' ? value : null;
    },
    async set(key, value, ttlSeconds) {
      write(key, value, ttlSeconds);
    },
    async del(key) {
      entries.delete(prefix + key);
    },
    async take(key) {
      const value = read(key)?.value;
      entries.delete(prefix + key);
      return typeof value === 'string' ? value : null;
    },
    async incr(key, ttlSeconds) {
      const entry = read(key);
      const next = (entry ? Number(entry.value) : 0) + 1;
      if (entry) {
        entry.value = String(next);
      } else {
        write(key, String(next), ttlSeconds);
      }
      return next;
    },
    async hit(key, ttlSeconds) {
      // Synchronous from read to write: no other caller runs in between on this process.
      const entry = read(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      if (entry) {
        entry.value = String(count);
        return { count, msLeft: entry.expiresAt - Date.now() };
      }
      write(key, String(count), ttlSeconds);
      return { count, msLeft: ttlSeconds * 1000 };
    },
    async pushCapped(key, value, max, ttlSeconds) {
      const current = read(key)?.value;
      const list = Array.isArray(current) ? current : [];
      write(key, [value, ...list].slice(0, max), ttlSeconds);
    },
    async list(key) {
      const value = read(key)?.value;
      return Array.isArray(value) ? [...value] : [];
    },
    limiter(name, points, duration) {
      const key = `${name}:${points}:${duration}`;
      let limiter = limiters.get(key);
      if (!limiter) {
        limiter = new RateLimiterMemory({ keyPrefix: `${prefix}rl:${name}`, points, duration });
        limiters.set(key, limiter);
      }
      return limiter;
    },
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}
