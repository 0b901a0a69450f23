import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionsTable } from '../../db/tables/members';
import { prepared } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
import { nowSeconds } from '../../lib/time';
import type { MemberRow } from '../member';

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

// Every authenticated request runs this: the session and its member in one statement, built once
// (db/prepared.ts). A left join, so a session whose member row is gone still reads as a session.
const sessionWithMember = prepared((db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('members as m', 'm.id', 's.member_id')
    .selectAll('m')
    .select([
      's.token_hash as session_token_hash',
      's.member_id as session_member_id',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
    ])
    .where('s.token_hash', '=', tokenHash),
);

export interface SessionWithMember {
  session: Pick<Selectable<SessionsTable>, 'token_hash' | 'member_id' | 'expires_at' | 'revoked_at'>;
  member: MemberRow | undefined;
}

/**
 * The stored session of a token and the member it belongs to (undefined when the row is gone).
 * Every authenticated request asks this, so it is read through the read cache (db/read-cache.ts),
 * keyed by the token itself, which spares the hash too; the answer is frozen, since requests share it.
 */
export function findSessionWithMember(db: Kysely<Database>, token: string): Promise<SessionWithMember | undefined> {
  return cachedRead(db, SESSION_TABLES, `session:${token}`, async () => {
    const row = await sessionWithMember.first(db, hashToken(token));
    if (!row) {
      return undefined;
    }
    const { session_token_hash, session_member_id, session_expires_at, session_revoked_at, ...member } = row;
    return Object.freeze({
      session: Object.freeze({
        token_hash: session_token_hash,
        member_id: session_member_id,
        expires_at: session_expires_at,
        revoked_at: session_revoked_at,
      }),
      member: member.id == null ? undefined : Object.freeze(member as MemberRow),
    });
  });
}

/** What findSessionWithMember reads: a write to either makes its cached answers stale. */
const SESSION_TABLES = ['sessions', 'members'] as const;

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
