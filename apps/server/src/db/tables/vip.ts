import type { Generated } from 'kysely';

/**
 * VIP purchase: orders, every payment notification received, and the ledger of grants.
 * Money is integer fen, times Unix seconds, flags 0/1. (vip_cards lives with the member tables.)
 */
export interface VipOrdersTable {
  /** Readable unique order number, also the provider's out_trade_no. */
  order_id: string;
  member_id: number;
  vip_card_id: number;
  /** Card name, level and price as they were when the order was made. */
  card_name: string;
  vip_level: number;
  amount_fen: number;
  pay_type: number;
  source: number;
  app_name: string;
  /** sandbox | wechat: the provider that holds the order. */
  provider: string;
  /** NOTPAY | SUCCESS | CLOSED. */
  status: string;
  /** The provider's QR content once a Native `pay` was called; reused by repeated pay calls. */
  code_url: string | null;
  /** native | h5 | jsapi once the order was placed at the provider; an order is paid through one channel only. */
  channel: string | null;
  /** H5: the h5_url; JSAPI: the prepay_id (null for Native and before placement). */
  pay_ref: string | null;
  transaction_id: string | null;
  created_at: number;
  expire_at: number;
  paid_at: number | null;
  closed_at: number | null;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  /** Null when the notification could not be read far enough to name an order. */
  order_id: string | null;
  /** 1 when the notification was authentic and matched an order of ours. */
  verified: number;
  /** What happened: granted, duplicate, bad signature, stale timestamp, amount mismatch… */
  reason: string;
  /** JSON object of the signature-related headers. */
  headers: string;
  /** The raw body, cut at 8 KB. */
  body: string;
  created_at: number;
}

export interface VipGrantsTable {
  id: Generated<number>;
  member_id: number;
  /** The paid order; null for operator and trial grants. Unique: an order grants once. */
  order_id: string | null;
  vip_card_id: number;
  vip_level: number;
  from_time: number;
  to_time: number;
  /** The member's VIP end before this grant. */
  previous_end_time: number | null;
  /** purchase | trial | operator. */
  reason: string;
  created_at: number;
}

export interface VipTables {
  vip_orders: VipOrdersTable;
  payment_events: PaymentEventsTable;
  vip_grants: VipGrantsTable;
}
