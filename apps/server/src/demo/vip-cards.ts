import type { Insertable, Kysely } from 'kysely';
import { DEADLINE_UNIT_ABSOLUTE } from '@yzy/shared/rules';
import type { Database, VipCardsTable } from '../db/schema';
import { nowSeconds } from '../lib/time';

/** Unix seconds of a Beijing wall-clock time. */
function beijing(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour - 8, minute, second) / 1000;
}

type DemoCard = Omit<Insertable<VipCardsTable>, 'created_at'>;

/**
 * The demo cards: a 365-day level-2 card paused over the 2027 filling season, a level-3 card
 * running to the end of the 2027 admission season, and a level-4 institution card with 20
 * sub-accounts. Prices are fen. Icons are Ant Design icon names.
 */
export const DEMO_VIP_CARDS: readonly DemoCard[] = [
  {
    name: 'VIP志愿卡',
    vip_level: 2,
    current_price_fen: 19800,
    original_price_fen: 39800,
    deadline: 365,
    deadline_unit: 1,
    is_recommend: 0,
    recommend_icon: '',
    vip_project: JSON.stringify([
      { icon: 'unordered-list', name: '完整院校推荐列表' },
      { icon: 'percentage', name: '录取概率测算' },
      { icon: 'line-chart', name: '近三年录取数据' },
      { icon: 'file-excel', name: '志愿表导出' },
    ]),
    // 2027 志愿填报期：6月24日 0:00 – 7月10日 18:00（北京时间）暂停，届时可升级高考志愿卡。
    start_time: beijing(2027, 6, 24),
    end_time: beijing(2027, 7, 10, 18),
    sub_account_quota: 0,
    sort_order: 10,
  },
  {
    name: '高考志愿卡',
    vip_level: 3,
    current_price_fen: 39850,
    original_price_fen: 69800,
    deadline: beijing(2027, 8, 31, 23, 59, 59),
    deadline_unit: DEADLINE_UNIT_ABSOLUTE,
    is_recommend: 1,
    recommend_icon: 'fire',
    vip_project: JSON.stringify([
      { icon: 'unordered-list', name: '完整院校推荐列表' },
      { icon: 'percentage', name: '录取概率测算' },
      { icon: 'audit', name: '志愿表智能分析' },
      { icon: 'file-excel', name: '志愿表导出' },
      { icon: 'calendar', name: '填报期全程可用' },
    ]),
    start_time: null,
    end_time: null,
    sub_account_quota: 0,
    sort_order: 20,
  },
  {
    name: '机构专家卡',
    vip_level: 4,
    current_price_fen: 298000,
    original_price_fen: 498000,
    deadline: 365,
    deadline_unit: 1,
    is_recommend: 0,
    recommend_icon: '',
    vip_project: JSON.stringify([
      { icon: 'crown', name: '高考志愿卡全部权益' },
      { icon: 'team', name: '20个学生子账号' },
      { icon: 'swap', name: '主账号与子账号一键切换' },
      { icon: 'audit', name: '每位学生独立志愿分析' },
    ]),
    start_time: null,
    end_time: null,
    sub_account_quota: 20,
    sort_order: 30,
  },
];

/** Inserts the demo cards that are not there yet (by name); running it again changes nothing. */
export async function seedVipCards(db: Kysely<Database>): Promise<void> {
  const existing = new Set((await db.selectFrom('vip_cards').select('name').execute()).map((r) => r.name));
  const missing = DEMO_VIP_CARDS.filter((card) => !existing.has(card.name));
  if (missing.length === 0) {
    return;
  }
  const now = nowSeconds();
  await db
    .insertInto('vip_cards')
    .values(missing.map((card) => ({ ...card, created_at: now })))
    .execute();
}
