import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VolunteerSharesTable } from '../../db/tables/volunteer';

export type ShareRow = Selectable<VolunteerSharesTable>;

export async function insertShare(db: Kysely<Database>, row: Omit<ShareRow, 'id' | 'revoked_at'>): Promise<ShareRow> {
  return db
    .insertInto('volunteer_shares')
    .values({ ...row, revoked_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A table's links, newest first. */
export async function listShares(db: Kysely<Database>, tableId: number): Promise<ShareRow[]> {
  return db
    .selectFrom('volunteer_shares')
    .selectAll()
    .where('table_id', '=', tableId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findShareById(db: Kysely<Database>, id: number): Promise<ShareRow | undefined> {
  return db.selectFrom('volunteer_shares').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findShareByHash(db: Kysely<Database>, tokenHash: string): Promise<ShareRow | undefined> {
  return db.selectFrom('volunteer_shares').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Revokes once: a second revoke keeps the first time. */
export async function revokeShare(db: Kysely<Database>, id: number, at: number): Promise<void> {
  await db.updateTable('volunteer_shares').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}
