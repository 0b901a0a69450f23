import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { nowSeconds } from '../../lib/time';

export const SESSION_DAYS = 30;
const SESSION_SECONDS = SESSION_DAYS * 86400;
/** Extend a session at most once an hour, so reads do not write on every request. */
const SLIDE_AFTER_SECONDS = 3600;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues an opaque random token; only its SHA-256 is stored. */
export async function createSession(db: Kysely<Database>, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), member_id: memberId, created_at: now, expires_at: now + SESSION_SECONDS, revoked_at: null })
    .execute();
  return token;
}

// Every authenticated request runs this: built once (db/prepared.ts).
const sessionByHash = prepared((db, tokenHash: string) =>
  db.selectFrom('sessions').select(['token_hash', 'member_id', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash),
);

export async function findSession(db: Kysely<Database>, token: string) {
  return sessionByHash.first(db, hashToken(token));
}

/** Slides the 30-day expiry forward when the last extension is more than an hour old. */
export async function touchSession(db: Kysely<Database>, tokenHash: string, expiresAt: number): Promise<void> {
  const next = nowSeconds() + SESSION_SECONDS;
  if (next - expiresAt < SLIDE_AFTER_SECONDS) {
    return;
  }
  await db.updateTable('sessions').set({ expires_at: next }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes a live session; false when it was already revoked (another request got there first). */
export async function revokeSession(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowSeconds() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
