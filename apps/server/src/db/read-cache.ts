/**
 * An in-process cache for the few reads every request repeats (the session and its member), on
 * SQLite only. Reading them cost about half of an authenticated request's CPU: the SQLite step
 * with its file locks, and building a 25-column row (docs/performance.md, "The session read").
 *
 * It is exact for this process's own writes: every statement that writes names its table
 * (`writtenTable`, applied by db/database.ts) and moves that table's generation, and an entry
 * counts only while every table it read is at the generation it was read at; a read that a write
 * overtook while it ran is not kept. On SQLite the serving process is the only server on its file
 * (sqlite-lock.ts); operator commands (`npm run admin`) write from outside, and
 * READ_CACHE_TTL_MS bounds how long a change of theirs can go unseen. PostgreSQL runs several
 * instances whose writes this process never sees, so it gets no cache.
 */
export const READ_CACHE_TTL_MS = 1000;
/** Entries kept at most (oldest dropped first); far above the members active within a TTL. */
export const READ_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  readAt: number;
  tables: readonly string[];
  generations: number[];
}

export interface ReadCache {
  /** `load`'s answer for `key`, from the cache while none of `tables` was written; undefined answers are not kept. */
  read<T>(tables: readonly string[], key: string, load: () => Promise<T>): Promise<T>;
  /** A statement wrote `table`; null when its reach is unknown (schema changes, unparsed writes): everything. */
  written(table: string | null): void;
}

export function createReadCache(now: () => number = () => Date.now()): ReadCache {
  const generations = new Map<string, number>();
  const entries = new Map<string, Entry>();
  // Moves on a write of unknown reach: every entry read before it stops counting.
  let everything = 0;

  const generationsOf = (tables: readonly string[]) => [everything, ...tables.map((t) => generations.get(t) ?? 0)];
  const unchanged = (tables: readonly string[], seen: readonly number[]) =>
    seen[0] === everything && tables.every((t, i) => (generations.get(t) ?? 0) === seen[i + 1]);

  return {
    async read<T>(tables: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && now() - entry.readAt < READ_CACHE_TTL_MS && unchanged(entry.tables, entry.generations)) {
        return entry.value as T;
      }
      const before = generationsOf(tables);
      const readAt = now();
      const value = await load();
      if (value !== undefined && unchanged(tables, before)) {
        entries.delete(key);
        entries.set(key, { value, readAt, tables, generations: before });
        if (entries.size > READ_CACHE_MAX_ENTRIES) {
          entries.delete(entries.keys().next().value as string);
        }
      }
      return value;
    },
    written(table: string | null): void {
      if (table === null) {
        everything += 1;
      } else {
        generations.set(table, (generations.get(table) ?? 0) + 1);
      }
    },
  };
}

// The statement that writes, and the table after its verb (Kysely quotes names; raw SQL may not).
const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;

/** The table a writing statement changes, or null when that cannot be read off its text (then: everything). */
export function writtenTable(sql: string): string | null {
  return WRITE_TARGET.exec(sql)?.[1] ?? null;
}

const caches = new WeakMap<object, ReadCache>();

/** Gives a database handle its cache (db/database.ts, SQLite only). */
export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `load`'s answer, cached when `db` has a read cache (SQLite's main handle); otherwise, inside a
 * transaction and on PostgreSQL, read every time. The answer is shared by every request that
 * reads it: callers hand out frozen objects.
 */
export function cachedRead<T>(db: object, tables: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(tables, key, load) : load();
}
