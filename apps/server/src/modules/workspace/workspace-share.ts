import type { Kysely } from 'kysely';
import type { ShareCreated, ShareItem } from '@yzy/shared/contracts';
import type { Database } from '../../db/schema';
import type { MemberRow } from '../member';
import { createShare, listOwnShares, revokeOwnShare } from '../share';
import { asCounsellor, requireStudent } from './workspace.service';

/**
 * Share links of a student's table, made by the counsellor: the same links the student would make
 * (owned by the student, shown on the student's own share list), after the group check.
 */
export async function shareForStudent(
  db: Kysely<Database>,
  expert: MemberRow,
  body: { studentId: number; tableId: number; days: number },
): Promise<ShareCreated> {
  const student = await requireStudent(db, expert, body.studentId);
  return asCounsellor(createShare(db, student.id, { tableId: body.tableId, days: body.days }));
}

export async function sharesOfStudent(db: Kysely<Database>, expert: MemberRow, studentId: number, tableId: number): Promise<ShareItem[]> {
  const student = await requireStudent(db, expert, studentId);
  return listOwnShares(db, student.id, tableId);
}

export async function revokeForStudent(db: Kysely<Database>, expert: MemberRow, studentId: number, id: number): Promise<ShareItem> {
  const student = await requireStudent(db, expert, studentId);
  return revokeOwnShare(db, student.id, id);
}
