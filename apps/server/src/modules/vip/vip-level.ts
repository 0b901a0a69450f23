import type { Kysely } from 'kysely';
import { FREE_LEVEL, effectiveVip } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { vipFactsOf } from '../member';
import type { MemberRow } from '../member';

export interface BuyerLevels {
  /** The level the member holds now without counting a trial: a card of this level shows 已开通. */
  currentLevel: number;
  /** The level of the paid card still running (even if paused by its blackout window); cheaper levels cannot be bought. */
  runningLevel: number;
}

/**
 * A trial does not count as "already opened": a member on a level-2 trial may buy the level-2
 * card, which is what the trial is for. Super VIP counts as at least level 2.
 */
export async function buyerLevelsOf(db: Kysely<Database>, member: MemberRow, nowMs: number): Promise<BuyerLevels> {
  const facts = await vipFactsOf(db, member);
  const currentLevel = effectiveVip({ ...facts, isProbationPeriod: 0 }, nowMs).level;
  const running =
    member.is_open_vip === 1 && member.vip_end_time != null && member.vip_end_time * 1000 > nowMs ? member.vip_level : FREE_LEVEL;
  return { currentLevel, runningLevel: Math.max(running, member.is_super_vip === 1 ? 2 : FREE_LEVEL) };
}
