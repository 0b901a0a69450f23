/**
 * Purchase rules of the VIP membership: money in fen, the fixed call constants and
 * the period a card grants. Times are Unix seconds.
 */

/** Payment type of a QR-code (chat-app) payment. */
export const VIP_PAY_TYPE = 11;
/** Order source of the web client. */
export const VIP_ORDER_SOURCE = 4;
/** The client polls the order status this often while the QR code shows. */
export const ORDER_POLL_INTERVAL_MS = 3000;
/** Unpaid orders close after this many seconds. */
export const ORDER_TTL_SECONDS = 30 * 60;
/** `deadlineUnit` 2: `deadline` is an absolute end (Unix seconds); otherwise it is a number of days. */
export const DEADLINE_UNIT_ABSOLUTE = 2;

const DAY_SECONDS = 86400;

/** Integer fen to yuan as a number with at most two decimals: 19800 → 198, 39850 → 398.5. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}

/** Yuan (as the client sends it) to integer fen; floating-point noise is rounded away: 398.5 → 39850. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Money in fen as yuan text with two decimals, 19800 → "198.00": the one place that writes it (prices, tuition, order amounts). */
export function formatYuan(fen: number): string {
  return (Math.round(fen) / 100).toFixed(2);
}

export interface CardTerm {
  vipLevel: number;
  deadline: number;
  deadlineUnit: number;
}

/** The paid card a member holds while it still runs (end in the future), or null. */
export interface RunningCard {
  level: number;
  startTime: number | null;
  endTime: number;
}

export interface GrantPeriod {
  startTime: number;
  endTime: number;
  /** True when the member keeps the current (higher-level) card and only its end moves. */
  keepsCurrentCard: boolean;
}

/** When a card bought now would end if nothing else were running. */
export function plainEndOf(card: CardTerm, nowSeconds: number): number {
  return card.deadlineUnit === DEADLINE_UNIT_ABSOLUTE ? card.deadline : nowSeconds + card.deadline * DAY_SECONDS;
}

/**
 * The period a paid card grants, given the card the member already runs.
 * - Nothing running: from now; day cards end after their days, absolute cards at their deadline.
 * - Same level (a renewal): day cards extend from the current end and keep the start.
 * - Higher level (an upgrade): the new level applies from now; a day card ends at the later of its
 *   own end and the current end, so no paid time is lost.
 * - An absolute card (deadlineUnit 2) that becomes the member's card ends at its deadline, whatever
 *   was running: it is sold as "valid to <date>" and must not outlive it (docs/product-rules.md).
 * - Lower level (only reachable by a race or an operator): the higher card is kept and a day card
 *   moves its end as a renewal would, so the payment is never lost and the member is never downgraded.
 */
export function grantPeriodOf(card: CardTerm, running: RunningCard | null, nowSeconds: number): GrantPeriod {
  if (!running || running.endTime <= nowSeconds) {
    return { startTime: nowSeconds, endTime: plainEndOf(card, nowSeconds), keepsCurrentCard: false };
  }
  const absolute = card.deadlineUnit === DEADLINE_UNIT_ABSOLUTE;
  const start = running.startTime ?? nowSeconds;
  if (card.vipLevel < running.level) {
    const extended = absolute ? Math.max(card.deadline, running.endTime) : running.endTime + card.deadline * DAY_SECONDS;
    return { startTime: start, endTime: extended, keepsCurrentCard: true };
  }
  if (absolute) {
    return { startTime: card.vipLevel === running.level ? start : nowSeconds, endTime: card.deadline, keepsCurrentCard: false };
  }
  if (card.vipLevel === running.level) {
    return { startTime: start, endTime: running.endTime + card.deadline * DAY_SECONDS, keepsCurrentCard: false };
  }
  return { startTime: nowSeconds, endTime: Math.max(plainEndOf(card, nowSeconds), running.endTime), keepsCurrentCard: false };
}

/** True when an absolute card's deadline has passed, so it can no longer be bought. */
export function isCardExpired(card: CardTerm, nowSeconds: number): boolean {
  return card.deadlineUnit === DEADLINE_UNIT_ABSOLUTE && card.deadline <= nowSeconds;
}
