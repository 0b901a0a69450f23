import type { Kysely } from 'kysely';
import type { WorkspaceNote } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import type { MemberRow } from '../member';
import { deleteNote, findNote, insertNote } from './workspace.repository';
import { requireStudent } from './workspace.service';

/**
 * The counsellor's private notes: written and read by the group's main account only. The student
 * never sees them (every workspace call refuses a sub-account), nor does another expert, nor the
 * report or the share link.
 */
export async function addNote(db: Kysely<Database>, expert: MemberRow, studentId: number, body: string): Promise<WorkspaceNote> {
  const student = await requireStudent(db, expert, studentId);
  return insertNote(db, { expert_id: expert.id, student_id: student.id, body, created_at: nowSeconds() });
}

export async function removeNote(db: Kysely<Database>, expert: MemberRow, id: number): Promise<void> {
  const note = await findNote(db, id);
  if (!note || note.expert_id !== expert.id) {
    throw notFound('备注不存在或已删除');
  }
  await requireStudent(db, expert, note.student_id);
  await deleteNote(db, id);
}
