import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface FeedbackWrite {
  memberId: number;
  content: string;
  contact: string;
  images: readonly string[];
  createdAt: number;
}

/** Stores one piece of feedback for operators; returns its id. */
export async function insertFeedback(db: Kysely<Database>, feedback: FeedbackWrite): Promise<number> {
  const row = await db
    .insertInto('feedback')
    .values({
      member_id: feedback.memberId,
      content: feedback.content,
      contact: feedback.contact,
      images: JSON.stringify(feedback.images),
      created_at: feedback.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
