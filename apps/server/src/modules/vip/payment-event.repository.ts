import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowSeconds } from '../../lib/time';
import type { HeaderBag } from '../../providers/payment/payment';

/** Headers worth keeping with a notification: the signature set and who sent it. */
const KEPT_HEADERS = [
  'wechatpay-timestamp',
  'wechatpay-nonce',
  'wechatpay-signature',
  'wechatpay-serial',
  'wechatpay-signature-type',
  'x-sandbox-signature',
  'content-type',
  'user-agent',
];
export const MAX_EVENT_BODY_BYTES = 8 * 1024;

export interface PaymentEventInput {
  provider: string;
  orderId: string | null;
  verified: boolean;
  reason: string;
  headers: HeaderBag;
  rawBody: string;
}

/** Records one notification, verified or not. The body is cut at 8 KB; order ids at 64 characters. */
export async function recordPaymentEvent(db: Kysely<Database>, event: PaymentEventInput): Promise<void> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers)) {
    const lower = name.toLowerCase();
    if (KEPT_HEADERS.includes(lower) && value !== undefined) {
      kept[lower] = String(Array.isArray(value) ? value[0] : value).slice(0, 1024);
    }
  }
  // PostgreSQL text cannot hold NUL characters; a forged body may carry them.
  const body = truncateUtf8(event.rawBody, MAX_EVENT_BODY_BYTES).replaceAll('\u0000', '');
  await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      order_id: event.orderId ? event.orderId.slice(0, 64) : null,
      verified: event.verified ? 1 : 0,
      reason: event.reason.replaceAll('\u0000', '').slice(0, 255),
      headers: JSON.stringify(kept),
      body,
      created_at: nowSeconds(),
    })
    .execute();
}

/** The longest prefix of `text` that fits in `maxBytes` of UTF-8 without splitting a character. */
function truncateUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) {
    return text;
  }
  let cut = maxBytes;
  while (cut > 0 && (bytes[cut] & 0xc0) === 0x80) {
    cut -= 1;
  }
  return bytes.subarray(0, cut).toString('utf8');
}
