import type { Kysely, Selectable } from 'kysely';
import type { Database, MembersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/database';
import { prepared } from '../../db/prepared';
import { nowSeconds } from '../../lib/time';

export type MemberRow = Selectable<MembersTable>;

// Every authenticated request runs this: built once (db/prepared.ts).
const memberById = prepared((db, id: number) => db.selectFrom('members').selectAll().where('id', '=', id));

export async function findMemberById(db: Kysely<Database>, id: number): Promise<MemberRow | undefined> {
  return memberById.first(db, id);
}

export async function findMemberByMobile(db: Kysely<Database>, mobile: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** Registration on first login; a concurrent first login of the same mobile finds the row the other created. */
export async function findOrCreateMemberByMobile(
  db: Kysely<Database>,
  mobile: string,
  trial: { cardId: number; endTime: number } | null,
): Promise<MemberRow> {
  const existing = await findMemberByMobile(db, mobile);
  if (existing) {
    return existing;
  }
  const now = nowSeconds();
  try {
    await db
      .insertInto('members')
      .values({
        mobile,
        created_at: now,
        updated_at: now,
        is_probation_period: trial ? 1 : 0,
        probation_vip_card_id: trial?.cardId ?? null,
        probation_vip_end_time: trial?.endTime ?? null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
  }
  const created = await findMemberByMobile(db, mobile);
  if (!created) {
    throw new Error('member insert did not persist');
  }
  return created;
}

export async function updateProfile(
  db: Kysely<Database>,
  memberId: number,
  changes: { nickname?: string; avatar?: string },
): Promise<void> {
  await db
    .updateTable('members')
    .set({
      ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
      ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
      updated_at: nowSeconds(),
    })
    .where('id', '=', memberId)
    .execute();
}
