import type { Kysely } from 'kysely';
import type { WorkspaceNote } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { MemberRole } from '@yzy/shared/rules';
import type { MemberRow } from '../member';

/** The expert's live students: its sub-accounts that are neither disabled nor moved out of the group. */
export async function listStudents(db: Kysely<Database>, expertId: number): Promise<MemberRow[]> {
  return db
    .selectFrom('members')
    .selectAll()
    .where('expert_id', '=', expertId)
    .where('role', '=', MemberRole.subAccount)
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
}

/** Latest activity per member: a login or switch (a session), a score change, a table change. */
export async function lastActivityOf(db: Kysely<Database>, memberIds: readonly number[]): Promise<Map<number, number>> {
  const latest = new Map<number, number>();
  if (memberIds.length === 0) {
    return latest;
  }
  const ids = [...memberIds];
  const [sessions, profiles, tables] = await Promise.all([
    db
      .selectFrom('sessions')
      .select(['member_id', (eb) => eb.fn.max('created_at').as('at')])
      .where('member_id', 'in', ids)
      .groupBy('member_id')
      .execute(),
    db.selectFrom('member_nemt_infos').select(['member_id', 'updated_at as at']).where('member_id', 'in', ids).execute(),
    db
      .selectFrom('volunteer_tables')
      .select(['member_id', (eb) => eb.fn.max('updated_at').as('at')])
      .where('member_id', 'in', ids)
      .groupBy('member_id')
      .execute(),
  ]);
  for (const row of [...sessions, ...profiles, ...tables]) {
    const at = Number(row.at ?? 0);
    if (at > (latest.get(row.member_id) ?? 0)) {
      latest.set(row.member_id, at);
    }
  }
  return latest;
}

function noteOf(row: { id: number; student_id: number; body: string; created_at: number }): WorkspaceNote {
  return { id: row.id, studentId: row.student_id, body: row.body, createdAt: Number(row.created_at) };
}

/** The expert's notes on one student, newest first. Another expert's notes on the same student never show. */
export async function listNotes(db: Kysely<Database>, expertId: number, studentId: number): Promise<WorkspaceNote[]> {
  const rows = await db
    .selectFrom('workspace_notes')
    .select(['id', 'student_id', 'body', 'created_at'])
    .where('expert_id', '=', expertId)
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(noteOf);
}

export async function insertNote(
  db: Kysely<Database>,
  row: { expert_id: number; student_id: number; body: string; created_at: number },
): Promise<WorkspaceNote> {
  return noteOf(
    await db.insertInto('workspace_notes').values(row).returning(['id', 'student_id', 'body', 'created_at']).executeTakeFirstOrThrow(),
  );
}

export async function findNote(db: Kysely<Database>, id: number) {
  return db.selectFrom('workspace_notes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteNote(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('workspace_notes').where('id', '=', id).execute();
}
