import type { Store } from '../providers/store';

/**
 * An in-process cache for the few reads every request repeats (the session and its member, the
 * score profile, the plan year, the 志愿表's positions, VIP cards). Reading them cost about half
 * of an authenticated request's CPU on SQLite, and most of a planning request's on PostgreSQL,
 * where each is a round trip (docs/performance.md, "The session read").
 *
 * An entry counts only while every table it read is at the generation it was read at:
 * - on SQLite (`createReadCache`) the generations are this process's own: every statement that
 *   writes names its table (`writtenTable`, applied by db/sqlite-statement-cache.ts) and moves that table's
 *   generation, and a read that a write overtook while it ran is not kept. The serving process is
 *   the only server on its file (sqlite-lock.ts);
 * - on PostgreSQL with Redis (`createSharedReadCache`) several instances write, so the
 *   generations are counters in the shared store, moved after each write commits and before it
 *   answers (db/committed-writes.ts), and read in one round trip sent after the read began.
 *
 * Writes from outside (operator commands without the shared store, a failed bump) go unseen for
 * at most READ_CACHE_TTL_MS. PostgreSQL without Redis gets no cache.
 */
export const READ_CACHE_TTL_MS = 1000;
/** Entries kept at most (oldest dropped first); far above the members active within a TTL. */
export const READ_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  readAt: number;
  tables: readonly string[];
  generations: readonly number[];
}

export interface ReadCache {
  /** `load`'s answer for `key`, from the cache while none of `tables` was written; undefined answers are not kept. */
  read<T>(tables: readonly string[], key: string, load: () => Promise<T>): Promise<T>;
}

export interface LocalReadCache extends ReadCache {
  /** A statement wrote `table`; null when its reach is unknown (schema changes, unparsed writes): everything. */
  written(table: string | null): void;
}

/** Generations are listed with this pseudo-table first: it moves on a write of unknown reach. */
const EVERYTHING = '*';

/** The entries, their age limit and their size limit; which generations count is the caller's. */
function createEntries(now: () => number) {
  const entries = new Map<string, Entry>();
  return {
    /** The kept value while it is young and each table it read is still at its generation. */
    fresh(key: string, generationOf: (table: string) => number | undefined): Entry | undefined {
      const entry = entries.get(key);
      if (!entry || now() - entry.readAt >= READ_CACHE_TTL_MS || generationOf(EVERYTHING) !== entry.generations[0]) {
        return undefined;
      }
      for (let i = 0; i < entry.tables.length; i++) {
        if (generationOf(entry.tables[i]) !== entry.generations[i + 1]) {
          return undefined;
        }
      }
      return entry;
    },
    keep(key: string, entry: Entry): void {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > READ_CACHE_MAX_ENTRIES) {
        entries.delete(entries.keys().next().value as string);
      }
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** SQLite: generations moved by this process's own writes, checked without waiting. */
export function createReadCache(now: () => number = () => Date.now()): LocalReadCache {
  const generations = new Map<string, number>([[EVERYTHING, 0]]);
  const entries = createEntries(now);
  const generationOf = (table: string) => generations.get(table) ?? 0;
  const generationsOf = (tables: readonly string[]) => [EVERYTHING, ...tables].map(generationOf);

  return {
    async read<T>(tables: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.fresh(key, generationOf);
      if (entry) {
        return entry.value as T;
      }
      const before = generationsOf(tables);
      const readAt = now();
      const value = await load();
      if (value !== undefined && generationsOf(tables).every((generation, i) => generation === before[i])) {
        entries.keep(key, { value, readAt, tables, generations: before });
      }
      return value;
    },
    written(table: string | null): void {
      const moved = table ?? EVERYTHING;
      generations.set(moved, generationOf(moved) + 1);
    },
  };
}

export interface SharedReadCache extends ReadCache {
  /**
   * Statements that committed wrote these tables (null: unknown reach); resolves once every
   * instance will see it, and never rejects: the write stands. If the store fails, this process
   * drops what it kept and the other instances see the write within READ_CACHE_TTL_MS.
   */
  committed(tables: readonly (string | null)[]): Promise<void>;
}

const generationKey = (table: string) => `read-gen:${table}`;

/**
 * PostgreSQL with Redis: the generations live in the shared store. A read waits for a snapshot of
 * them taken after it began (so a write that answered before this request arrived is in it); the
 * requests that arrive while one snapshot is on its way share the next, so under load one round
 * trip serves many requests. A store that fails makes reads go to the database, uncached.
 */
export function createSharedReadCache(store: Store, now: () => number = () => Date.now()): SharedReadCache {
  const entries = createEntries(now);
  // Every table a read has named; a snapshot reads all of them.
  const known = new Set<string>([EVERYTHING]);
  let inFlight: Promise<Map<string, number>> | null = null;
  let following: Promise<Map<string, number>> | null = null;

  const fetchSnapshot = async () => {
    const tables = [...known];
    const values = await store.counters(tables.map(generationKey));
    return new Map(tables.map((table, i) => [table, values[i]]));
  };
  // A snapshot whose request leaves after this call: the one on its way may have left before.
  const snapshotFromNow = (): Promise<Map<string, number>> => {
    if (!inFlight) {
      inFlight = fetchSnapshot().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    following ??= inFlight
      .catch(() => undefined)
      .then(() => {
        following = null;
        return snapshotFromNow();
      });
    return following;
  };

  const committed = async (tables: readonly (string | null)[]) => {
    const moved = [...new Set(tables.map((table) => table ?? EVERYTHING))];
    try {
      await store.bumpCounters(moved.map(generationKey));
    } catch {
      entries.clear();
    }
  };

  return {
    async read<T>(tables: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
      for (const table of tables) {
        known.add(table);
      }
      let snapshot: Map<string, number>;
      try {
        snapshot = await snapshotFromNow();
      } catch {
        return load();
      }
      const generationOf = (table: string) => snapshot.get(table);
      const entry = entries.fresh(key, generationOf);
      if (entry) {
        return entry.value as T;
      }
      const readAt = now();
      const value = await load();
      const generations = [EVERYTHING, ...tables].map(generationOf);
      if (value !== undefined && generations.every((generation) => generation !== undefined)) {
        entries.keep(key, { value, readAt, tables, generations: generations as number[] });
      }
      return value;
    },
    committed,
  };
}

// The statement that writes, and the table after its verb (Kysely quotes names; raw SQL may not).
const WRITE_TARGET = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;

/** The table a writing statement changes, or null when that cannot be read off its text (then: everything). */
export function writtenTable(sql: string): string | null {
  return WRITE_TARGET.exec(sql)?.[1] ?? null;
}

const caches = new WeakMap<object, ReadCache>();

/** Gives a database handle its cache (db/database.ts on SQLite, app.ts on PostgreSQL with Redis). */
export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `load`'s answer, cached when `db` has a read cache (the main handle on SQLite, and on PostgreSQL
 * with Redis); otherwise, inside a transaction and on PostgreSQL alone, read every time. The
 * answer is shared by every request that reads it: callers hand out frozen objects.
 */
export function cachedRead<T>(db: object, tables: readonly string[], key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(tables, key, load) : load();
}
