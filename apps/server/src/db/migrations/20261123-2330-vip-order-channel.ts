import type { Kysely } from 'kysely';

/**
 * The payment channel of an order (native, h5, jsapi) and what the provider answered for H5 and
 * JSAPI (h5_url, prepay_id); Native keeps its answer in code_url. Orders already placed were Native.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vip_orders').addColumn('channel', 'varchar(8)').execute();
  await db.schema.alterTable('vip_orders').addColumn('pay_ref', 'varchar(512)').execute();
  await db.updateTable('vip_orders').set({ channel: 'native' }).where('code_url', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vip_orders').dropColumn('pay_ref').execute();
  await db.schema.alterTable('vip_orders').dropColumn('channel').execute();
}
