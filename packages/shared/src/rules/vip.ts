/**
 * VIP level and header label (docs/product-rules.md, VIP level and Header label).
 * VIP times are Unix seconds; "now" is milliseconds, as Date.now() gives it.
 */

export const NOT_VIP_LABEL = '非VIP';
export const TRIAL_VIP_LABEL = '试用VIP';
/** Label of a super VIP who holds no running paid card (super VIP is always VIP). */
export const SUPER_VIP_LABEL = '超级VIP';
export const FREE_LEVEL = 1;

/**
 * The one reading of a level, for server and client alike: level 1 or lower is not VIP.
 * memberInfo.effectiveVipLevel is the effective level (effectiveVip), so the client only asks this.
 */
export function isVipLevel(level: number): boolean {
  return level > FREE_LEVEL;
}

/** A blackout window (the filling season) during which a card grants no VIP. Unix seconds. */
export interface BlackoutWindow {
  startTime: number | null;
  endTime: number | null;
}

export interface VipFacts {
  isOpenVip: number;
  isSuperVip: number;
  /** Level of the paid card. */
  vipLevel: number;
  vipEndTime: number | null;
  vipCardName: string | null;
  vipWindow: BlackoutWindow | null;
  isProbationPeriod: number;
  probationVipLevel: number;
  probationVipEndTime: number | null;
  probationWindow: BlackoutWindow | null;
}

/**
 * The stored paid level, forced to 1 unless isOpenVip is 1, for every member (trial and super VIP
 * included): memberInfo.vipLevel is this. It is also one input of the effective level
 * (memberInfo.effectiveVipLevel): see effectiveVip and docs/product-rules.md (vipLevel).
 */
export function paidLevelOf(facts: Pick<VipFacts, 'isOpenVip' | 'vipLevel'>): number {
  return facts.isOpenVip === 1 ? facts.vipLevel : FREE_LEVEL;
}

export function isInWindow(window: BlackoutWindow | null, nowMs: number): boolean {
  if (!window || window.startTime == null || window.endTime == null) {
    return false;
  }
  return nowMs >= window.startTime * 1000 && nowMs < window.endTime * 1000;
}

function isFuture(seconds: number | null, nowMs: number): boolean {
  return seconds != null && seconds * 1000 > nowMs;
}

export interface EffectiveVip {
  level: number;
  isVip: boolean;
  /** True when a card would grant VIP but the current time is inside its blackout window. */
  blockedByWindow: boolean;
}

/** Effective level: super VIP always VIP; otherwise the higher of the valid probation and paid levels, each dropping to 1 inside its card's blackout window. */
export function effectiveVip(facts: VipFacts, nowMs: number): EffectiveVip {
  const probationValid = facts.isProbationPeriod === 1 && isFuture(facts.probationVipEndTime, nowMs);
  const paidValid = facts.isOpenVip === 1 && isFuture(facts.vipEndTime, nowMs);
  const probationBlocked = probationValid && isInWindow(facts.probationWindow, nowMs);
  const paidBlocked = paidValid && isInWindow(facts.vipWindow, nowMs);
  const probationLevel = probationValid && !probationBlocked ? facts.probationVipLevel : FREE_LEVEL;
  const paidLevel = paidValid && !paidBlocked ? paidLevelOf(facts) : FREE_LEVEL;
  let level = Math.max(FREE_LEVEL, probationLevel, paidLevel);
  if (facts.isSuperVip === 1) {
    level = Math.max(level, paidLevelOf(facts), 2);
    return { level, isVip: true, blockedByWindow: false };
  }
  const blockedByWindow = !isVipLevel(level) && (probationBlocked || paidBlocked);
  return { level, isVip: isVipLevel(level), blockedByWindow };
}

/**
 * Header label: the card name while the paid card runs; 超级VIP for a super VIP without
 * one (always VIP, so never 非VIP); 试用VIP while on probation; else 非VIP.
 */
export function vipLabel(facts: VipFacts, nowMs: number): string {
  if (facts.isOpenVip === 1 && isFuture(facts.vipEndTime, nowMs) && facts.vipCardName) {
    return facts.vipCardName;
  }
  if (facts.isSuperVip === 1) {
    return SUPER_VIP_LABEL;
  }
  if (facts.isProbationPeriod === 1 && isFuture(facts.probationVipEndTime, nowMs)) {
    return TRIAL_VIP_LABEL;
  }
  return NOT_VIP_LABEL;
}

/** Formats a blackout window edge as month/day, with the time when it is not midnight. */
export function formatWindowTime(seconds: number, timeZoneOffsetMinutes = 480): string {
  const d = new Date((seconds + timeZoneOffsetMinutes * 60) * 1000);
  const md = `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
  const h = d.getUTCHours();
  const m = d.getUTCMinutes();
  if (h === 0 && m === 0) {
    return md;
  }
  return `${md} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * What a card's blackout window means, in plain words for the buyer, or null without a window.
 * The window is the filling season: shown on the card before purchase (docs/product-rules.md).
 */
export function blackoutNoticeOf(window: BlackoutWindow | null): string | null {
  if (!window || window.startTime == null || window.endTime == null) {
    return null;
  }
  const span = `${formatWindowTime(window.startTime)} – ${formatWindowTime(window.endTime)}`;
  return `注意：${span} 是高考志愿填报期，本卡在这段时间暂停，不能使用VIP功能（完整推荐列表、录取概率、志愿分析等）。需要在填报期使用，请选择不暂停的会员卡。`;
}
