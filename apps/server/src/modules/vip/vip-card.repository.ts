import type { Insertable, Kysely, Selectable } from 'kysely';
import type { VipCard } from '@yzy/shared/contracts';
import { fenToYuan, formatWindowTime, isCardExpired, isInWindow } from '@yzy/shared/rules';
import type { Database, VipCardsTable } from '../../db/schema';
import { parseVipProject } from '../../lib/json-text';

export type VipCardRow = Selectable<VipCardsTable>;

const columns = [
  'id',
  'name',
  'vip_level',
  'current_price_fen',
  'original_price_fen',
  'deadline',
  'deadline_unit',
  'is_recommend',
  'recommend_icon',
  'vip_project',
  'start_time',
  'end_time',
  'sub_account_quota',
  'sort_order',
  'retired',
  'created_at',
] as const;

/** Cards on sale: not retired, and absolute cards only before their deadline. */
export async function listCardsOnSale(db: Kysely<Database>, nowSeconds: number): Promise<VipCardRow[]> {
  const rows = await db.selectFrom('vip_cards').select(columns).where('retired', '=', 0).orderBy('sort_order').orderBy('id').execute();
  return rows.filter((row) => !isCardExpired(termOf(row), nowSeconds));
}

export async function findCardById(db: Kysely<Database>, id: number): Promise<VipCardRow | undefined> {
  return db.selectFrom('vip_cards').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The first card (by sort order) of a level that is not retired, e.g. the one a trial grants. */
export async function findFirstCardOfLevel(db: Kysely<Database>, level: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('vip_cards')
    .select('id')
    .where('vip_level', '=', level)
    .where('retired', '=', 0)
    .orderBy('sort_order')
    .executeTakeFirst();
}

export async function insertCard(db: Kysely<Database>, card: Insertable<VipCardsTable>): Promise<number> {
  const row = await db.insertInto('vip_cards').values(card).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The part of a card the purchase rules read. */
export function termOf(row: Pick<VipCardRow, 'vip_level' | 'deadline' | 'deadline_unit'>) {
  return { vipLevel: row.vip_level, deadline: row.deadline, deadlineUnit: row.deadline_unit };
}

export function windowOf(row: Pick<VipCardRow, 'start_time' | 'end_time'>) {
  return { startTime: row.start_time, endTime: row.end_time };
}

/** The blackout window as text, e.g. 6月24日 – 7月10日 18:00 (Beijing time), or null. */
export function windowTextOf(row: Pick<VipCardRow, 'start_time' | 'end_time'>): string | null {
  if (row.start_time == null || row.end_time == null) {
    return null;
  }
  return `${formatWindowTime(row.start_time)} – ${formatWindowTime(row.end_time)}`;
}

/** The API view of a card: prices in yuan, benefit list parsed, window as text, the caller's level applied. */
export function toVipCard(row: VipCardRow, nowMs: number, caller: { currentLevel: number; runningLevel: number } | null): VipCard {
  const inWindow = isInWindow(windowOf(row), nowMs);
  const isCurrentLevel = caller != null && caller.currentLevel > 1 && caller.currentLevel === row.vip_level;
  return {
    id: row.id,
    name: row.name,
    vipLevel: row.vip_level,
    currentPrice: fenToYuan(row.current_price_fen),
    originalPrice: fenToYuan(row.original_price_fen),
    deadline: row.deadline,
    deadlineUnit: row.deadline_unit,
    isRecommend: row.is_recommend,
    recommendIcon: row.recommend_icon,
    vipProject: parseVipProject(row.vip_project),
    startTime: row.start_time,
    endTime: row.end_time,
    windowText: windowTextOf(row),
    inWindow,
    subAccountQuota: row.sub_account_quota,
    isCurrentLevel,
    canBuy: !inWindow && !isCurrentLevel && row.vip_level >= (caller?.runningLevel ?? 1),
  };
}
