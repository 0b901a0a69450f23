import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vip_cards')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('vip_level', 'integer', (c) => c.notNull())
    .addColumn('current_price_fen', 'integer', (c) => c.notNull())
    .addColumn('original_price_fen', 'integer', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('deadline_unit', 'integer', (c) => c.notNull())
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommend_icon', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('vip_project', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('sub_account_quota', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('mobile', 'varchar(20)', (c) => c.unique())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expert_id', 'integer', (c) => c.references('members.id'))
    .addColumn('sub_note', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('vip_status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_open_vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_super_vip', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('vip_card_id', 'integer', (c) => c.references('vip_cards.id'))
    .addColumn('vip_start_time', 'bigint')
    .addColumn('vip_end_time', 'bigint')
    .addColumn('is_probation_period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('probation_vip_card_id', 'integer', (c) => c.references('vip_cards.id'))
    .addColumn('probation_vip_end_time', 'bigint')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('members_expert_id_idx').on('members').column('expert_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_member_id_idx').on('sessions').column('member_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('members').execute();
  await db.schema.dropTable('vip_cards').execute();
}
