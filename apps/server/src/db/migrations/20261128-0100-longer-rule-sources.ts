import type { Kysely } from 'kysely';
import { isPostgres } from '../database';

/**
 * The source texts built from the art rules (dataset/rules) run up to 200 characters
 * (real-data/art-rules.ts: "2025年…公布的志愿规则（待核实）：…" on a batch, the formula's
 * publisher and notes on a score config): a batch's source was varchar(50) and a score config's
 * varchar(128), so PostgreSQL refused the official data on a fresh database. SQLite does not
 * enforce a declared length, so only PostgreSQL's columns change. db/official-column-limits.test.ts
 * checks every text column the official load writes against these limits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await db.schema
    .alterTable('batches')
    .alterColumn('source', (c) => c.setDataType('varchar(200)'))
    .execute();
  await db.schema
    .alterTable('exam_category_scores')
    .alterColumn('source', (c) => c.setDataType('varchar(200)'))
    .execute();
}

/** Back to the old lengths; PostgreSQL refuses this while a longer text is stored. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await db.schema
    .alterTable('exam_category_scores')
    .alterColumn('source', (c) => c.setDataType('varchar(128)'))
    .execute();
  await db.schema
    .alterTable('batches')
    .alterColumn('source', (c) => c.setDataType('varchar(50)'))
    .execute();
}
