import type { Kysely } from 'kysely';

/**
 * An admission line carries what its publication says about the one row (docs/data.md): the
 * school's own composite formula for it (`formula_override`, the same JSON a plan stores and
 * packages/shared/src/rules/formula-override.ts reads: 河南's schools each choose one of five
 * forms), and the batch label the publication printed when the line was placed in the province's
 * official batch (`batch_label`, shown as a note). The row's own page is `source_url` (migration
 * 20261123-0100); null now means the page is not known.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admission_records').addColumn('formula_override', 'text').execute();
  await db.schema.alterTable('admission_records').addColumn('batch_label', 'varchar(100)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admission_records').dropColumn('batch_label').execute();
  await db.schema.alterTable('admission_records').dropColumn('formula_override').execute();
}
