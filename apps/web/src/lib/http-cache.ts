/** Flagged GET responses (reference data) live 3,000,000 ms in memory. */
export const HTTP_CACHE_TTL_MS = 3_000_000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

/** url + params with sorted keys, so `{a,b}` and `{b,a}` share an entry. */
export function cacheKeyOf(url: string, params?: Record<string, unknown>): string {
  if (!params) {
    return url;
  }
  const sorted = Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => [key, params[key]]);
  return `${url}?${JSON.stringify(sorted)}`;
}

/**
 * Returns the cached promise or stores the one `load` makes. The promise itself is cached so
 * concurrent callers share one request; a failure is evicted so the next call retries.
 */
export function cached<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) {
    return hit.value as Promise<T>;
  }
  const value = load();
  entries.set(key, { expiresAt: now + HTTP_CACHE_TTL_MS, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) {
      entries.delete(key);
    }
  });
  return value;
}

export function clearHttpCache(): void {
  entries.clear();
}
