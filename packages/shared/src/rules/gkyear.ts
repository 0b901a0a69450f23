/** China Standard Time (UTC+8, no daylight saving): the exam calendar follows it wherever the host runs. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The gaokao year a student is planning for: the current year, plus 1 from September on (docs/product-rules.md, gkyear).
 * Read on the Beijing calendar, so the year turns at 00:00 on 1 September Beijing time whatever the
 * host's or the browser's time zone (docs/product-rules.md).
 */
export function gkyearOf(now: Date): number {
  const beijing = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const year = beijing.getUTCFullYear();
  return beijing.getUTCMonth() >= 8 ? year + 1 : year;
}
