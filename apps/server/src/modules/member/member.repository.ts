import type { Kysely, Selectable } from 'kysely';
import type { Database, MembersTable, VipCardsTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/database';
import { prepared } from '../../db/prepared';
import { cachedRead } from '../../db/read-cache';
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

type CardFacts = Pick<Selectable<VipCardsTable>, 'id' | 'name' | 'vip_level' | 'start_time' | 'end_time'>;

// memberInfo and every VIP check run this: built once for up to two cards (db/prepared.ts); a null id matches nothing.
const twoCards = prepared((db, first: number | null, second: number | null) =>
  db
    .selectFrom('vip_cards')
    .select(['id', 'name', 'vip_level', 'start_time', 'end_time'])
    .where((eb) => eb.or([eb('id', '=', first), eb('id', '=', second)])),
);

/** A VIP member's cards, read through the read cache (db/read-cache.ts): every VIP check asks them. */
export async function findVipCardsById(
  db: Kysely<Database>,
  paidId: number | null,
  probationId: number | null,
): Promise<ReadonlyMap<number, CardFacts>> {
  if (paidId == null && probationId == null) {
    return new Map();
  }
  return cachedRead(db, ['vip_cards'], `vip-cards:${paidId}:${probationId}`, async () => {
    const rows = await twoCards.all(db, paidId, probationId);
    return new Map(rows.map((r) => [r.id, Object.freeze(r)]));
  });
}
