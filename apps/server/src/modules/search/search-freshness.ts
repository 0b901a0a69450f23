import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadSearchSnapshot, type SearchSnapshot } from './search-snapshot';
import { searchSourcesSignature, writeSearchToken } from './search.repository';

/**
 * Keeps each process's search snapshot (search-snapshot.ts) in step with the database.
 *
 * - A writer of what the snapshot holds (schools, their tags and offered majors, majors, article
 *   titles and dates) calls searchedDataChanged inside its transaction: it stores a new random
 *   token, which every instance sees at its next check. A token, not a counter: two writers at
 *   once both change it, and nothing is read and written back.
 * - The writing process calls recheckSearchSnapshot once the transaction has committed, so its
 *   own next search sees the change (a check before the commit would still read the old token).
 * - Every process also checks at most once per RECHECK_MS: the token plus counts, highest ids and
 *   text lengths of the sources, which also notices rows added behind the app's back (a seed, a
 *   loader run from the command line). That is the window in which another instance's import
 *   reaches this one.
 *
 * A check whose signature is unchanged keeps the snapshot; a changed one reloads it whole.
 */
export const RECHECK_MS = 60_000;
const TOKEN_KIND = 'catalogue';

interface Held {
  checkedAt: number;
  /** Set by recheckSearchSnapshot: check at the next request whatever the time. */
  due: boolean;
  ready: Promise<SearchSnapshot>;
}

const held = new WeakMap<Kysely<Database>, Held>();
/** The last snapshot loaded per database handle and the signature it was loaded at. */
const loaded = new WeakMap<Kysely<Database>, { snapshot: SearchSnapshot; signature: string }>();

/** Inside a writer's transaction: every instance reloads its snapshot at its next check. */
export async function searchedDataChanged(trx: Kysely<Database>): Promise<void> {
  await writeSearchToken(trx, TOKEN_KIND, randomUUID());
}

/** After a write has committed: this process checks (and if need be reloads) before its next search. */
export function recheckSearchSnapshot(db: Kysely<Database>): void {
  const entry = held.get(db);
  if (entry) {
    entry.due = true;
  }
}

async function signatureOf(db: Kysely<Database>): Promise<string> {
  return Object.values(await searchSourcesSignature(db, TOKEN_KIND))
    .map((value) => String(value ?? ''))
    .join(':');
}

async function refreshed(db: Kysely<Database>): Promise<SearchSnapshot> {
  const previous = loaded.get(db);
  try {
    // The signature before the rows: a write landing in between moves it again, so the next check reloads.
    const signature = await signatureOf(db);
    if (previous?.signature === signature) {
      return previous.snapshot;
    }
    const snapshot = await loadSearchSnapshot(db);
    loaded.set(db, { snapshot, signature });
    return snapshot;
  } catch (error) {
    // A failed check keeps answering from what was loaded, and tries again at the next request.
    recheckSearchSnapshot(db);
    if (previous) {
      return previous.snapshot;
    }
    throw error;
  }
}

/**
 * The snapshot to answer from: the held one while it is fresh, else after a check (concurrent
 * requests share one check or load). `nowMs` is for tests of the window.
 */
export function searchSnapshot(db: Kysely<Database>, nowMs = Date.now()): Promise<SearchSnapshot> {
  const last = held.get(db);
  if (last && !last.due && nowMs - last.checkedAt < RECHECK_MS) {
    return last.ready;
  }
  const ready = refreshed(db);
  held.set(db, { checkedAt: nowMs, due: false, ready });
  return ready;
}
