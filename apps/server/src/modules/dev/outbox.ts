import type { Store } from '../../providers/store';

const OUTBOX_TTL_SECONDS = 3600;
const OUTBOX_MAX = 20;

export interface OutboxEntry {
  kind: 'sms' | 'captcha';
  /** The SMS code or the captcha answer. */
  text: string;
  captchaId?: string;
  at: number;
}

/** Outside production, the latest codes and captcha answers per mobile, so tests and demo visitors can log in. */
export async function recordOutbox(store: Store, mobile: string, entry: OutboxEntry): Promise<void> {
  await store.pushCapped(`outbox:${mobile}`, JSON.stringify(entry), OUTBOX_MAX, OUTBOX_TTL_SECONDS);
}

export async function readOutbox(store: Store, mobile: string): Promise<OutboxEntry[]> {
  const items = await store.list(`outbox:${mobile}`);
  return items.map((item) => JSON.parse(item) as OutboxEntry);
}
