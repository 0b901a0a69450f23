import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OperatorsTable } from '../../../db/tables/admin';
import { nowSeconds } from '../../../lib/time';

export type OperatorRow = Selectable<OperatorsTable>;

/** Operator sessions last 12 hours from login and are never extended. */
export const OPERATOR_SESSION_SECONDS = 12 * 3600;

export function hashOperatorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findOperatorByUsername(db: Kysely<Database>, username: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findOperatorById(db: Kysely<Database>, id: number): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertOperator(
  db: Kysely<Database>,
  row: { username: string; passwordHash: string; totpSecret: string },
): Promise<number> {
  const inserted = await db
    .insertInto('operators')
    .values({
      username: row.username,
      password_hash: row.passwordHash,
      totp_secret: row.totpSecret,
      last_totp_step: null,
      last_login_at: null,
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** New password and TOTP secret (a lost phone or a leaked password); every open session ends. */
export async function resetOperatorCredentials(db: Kysely<Database>, id: number, passwordHash: string, totpSecret: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ password_hash: passwordHash, totp_secret: totpSecret, last_totp_step: null })
      .where('id', '=', id)
      .execute();
    await revokeOperatorSessions(trx, id);
  });
}

export async function setOperatorDisabled(db: Kysely<Database>, id: number, disabled: boolean): Promise<void> {
  await db
    .updateTable('operators')
    .set({ disabled: disabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  if (disabled) {
    await revokeOperatorSessions(db, id);
  }
}

/**
 * Records an accepted TOTP step; false when this or a later step was already used (a replayed
 * code, or two logins racing with one code), so each code logs in once.
 */
export async function acceptTotpStep(db: Kysely<Database>, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ last_totp_step: step, last_login_at: nowSeconds() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Issues an opaque random token; only its SHA-256 is stored. */
export async function createOperatorSession(db: Kysely<Database>, operatorId: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const expiresAt = now + OPERATOR_SESSION_SECONDS;
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: hashOperatorToken(token), operator_id: operatorId, created_at: now, expires_at: expiresAt, revoked_at: null })
    .execute();
  return { token, expiresAt };
}

export async function findOperatorSession(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('operator_sessions')
    .select(['token_hash', 'operator_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashOperatorToken(token))
    .executeTakeFirst();
}

export async function revokeOperatorSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: nowSeconds() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOperatorSessions(db: Kysely<Database>, operatorId: number): Promise<void> {
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: nowSeconds() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute();
}
