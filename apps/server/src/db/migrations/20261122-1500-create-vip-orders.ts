import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/** VIP orders, payment notifications, the grant ledger, and the sub-account quota an institution card adds. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vip_orders')
    .addColumn('order_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('vip_card_id', 'integer', (c) => c.notNull().references('vip_cards.id'))
    .addColumn('card_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('vip_level', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('source', 'integer', (c) => c.notNull())
    .addColumn('app_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_url', 'varchar(512)')
    .addColumn('transaction_id', 'varchar(64)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expire_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('vip_orders_member_id_idx').on('vip_orders').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull())
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_order_id_idx').on('payment_events').column('order_id').execute();

  await db.schema
    .createTable('vip_grants')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('order_id', 'varchar(32)', (c) => c.unique().references('vip_orders.order_id'))
    .addColumn('vip_card_id', 'integer', (c) => c.notNull().references('vip_cards.id'))
    .addColumn('vip_level', 'integer', (c) => c.notNull())
    .addColumn('from_time', 'bigint', (c) => c.notNull())
    .addColumn('to_time', 'bigint', (c) => c.notNull())
    .addColumn('previous_end_time', 'bigint')
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vip_grants_member_id_idx').on('vip_grants').column('member_id').execute();

  await db.schema
    .alterTable('members')
    .addColumn('sub_account_quota', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('sub_account_quota').execute();
  await db.schema.dropTable('vip_grants').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('vip_orders').execute();
}
