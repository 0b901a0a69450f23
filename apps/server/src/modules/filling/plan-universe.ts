import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadUniverse } from './plan-universe.repository';
import type { Universe } from './universe';

/**
 * A short-lived in-process cache of universes: every member of a province and category reads the
 * same plans, lines and tables, and a recommendation request then costs one evaluation instead
 * of six queries. Entries live UNIVERSE_TTL_MS, so an operator's import shows within a minute on
 * every instance; concurrent misses share one load. Keyed per database handle, so test apps
 * never see each other's data.
 */

export const UNIVERSE_TTL_MS = 60_000;
const MAX_ENTRIES = 128;

interface Entry {
  at: number;
  value: Promise<Universe>;
}

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/** The universe of a province × exam category × plan year, from the cache when fresh. */
export function getUniverse(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
  year: number,
  nowMs = Date.now(),
): Promise<Universe> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${provinceId}:${examCategoryId}:${year}`;
  const hit = cache.get(key);
  if (hit && nowMs - hit.at < UNIVERSE_TTL_MS) {
    return hit.value;
  }
  const value = loadUniverse(db, provinceId, examCategoryId, year);
  cache.set(key, { at: nowMs, value });
  value.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) {
      cache.delete(oldest);
    }
  }
  return value;
}

/** Drops every cached universe of a database (tests that change plans or lines call it). */
export function clearUniverseCache(db: Kysely<Database>): void {
  caches.delete(db);
}
