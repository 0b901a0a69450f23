import type { Kysely } from 'kysely';
import { autoIdColumn, autoIdType } from '../database';

/**
 * The counsellor's private notes on a student (docs/workspace.md): written by the group's main
 * account, read by it alone. Deleting either member deletes the notes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workspace_notes')
    .addColumn('id', autoIdType(db), autoIdColumn(db))
    .addColumn('expert_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workspace_notes_student_idx')
    .on('workspace_notes')
    .columns(['expert_id', 'student_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workspace_notes').execute();
}
