import type { Generated } from 'kysely';

/** Row types of every table. Unix seconds for times; 0/1 integers for flags (SQLite has no boolean). */
export interface MembersTable {
  id: Generated<number>;
  mobile: string | null;
  nickname: Generated<string>;
  avatar: Generated<string>;
  role: Generated<number>;
  expert_id: number | null;
  sub_note: Generated<string>;
  vip_status: Generated<number>;
  is_open_vip: Generated<number>;
  is_super_vip: Generated<number>;
  vip_level: Generated<number>;
  vip_card_id: number | null;
  vip_start_time: number | null;
  vip_end_time: number | null;
  is_probation_period: Generated<number>;
  probation_vip_card_id: number | null;
  probation_vip_end_time: number | null;
  disabled: Generated<number>;
  /** Sub-accounts an expert may hold; institution VIP cards add to it (migration 20261122-1500). */
  sub_account_quota: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  member_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface VipCardsTable {
  id: Generated<number>;
  name: string;
  vip_level: number;
  current_price_fen: number;
  original_price_fen: number;
  deadline: number;
  deadline_unit: number;
  is_recommend: Generated<number>;
  recommend_icon: Generated<string>;
  vip_project: Generated<string>;
  start_time: number | null;
  end_time: number | null;
  sub_account_quota: Generated<number>;
  sort_order: Generated<number>;
  retired: Generated<number>;
  created_at: number;
}

export interface MemberTables {
  members: MembersTable;
  sessions: SessionsTable;
  vip_cards: VipCardsTable;
}
