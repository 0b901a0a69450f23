import type { Deps } from '../../deps';
import { nowSeconds } from '../../lib/time';
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

/**
 * Outside production, keeps the latest codes and captcha answers per mobile, so tests and demo
 * visitors can log in; in production it keeps nothing. The one place that decides either.
 */
export async function recordOutbox(deps: Pick<Deps, 'config' | 'store'>, mobile: string, entry: Omit<OutboxEntry, 'at'>): Promise<void> {
  if (deps.config.APP_ENV === 'production') {
    return;
  }
  await deps.store.pushCapped(`outbox:${mobile}`, JSON.stringify({ ...entry, at: nowSeconds() }), OUTBOX_MAX, OUTBOX_TTL_SECONDS);
}

export async function readOutbox(store: Store, mobile: string): Promise<OutboxEntry[]> {
  const items = await store.list(`outbox:${mobile}`);
  return items.map((item) => JSON.parse(item) as OutboxEntry);
}
