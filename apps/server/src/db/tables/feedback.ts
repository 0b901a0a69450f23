import type { Generated } from 'kysely';

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  contact: string;
  /** JSON array of image URLs. */
  images: string;
  status: Generated<number>;
  created_at: number;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
