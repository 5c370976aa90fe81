import type { FeedbackType } from '@lotto/contract';
import type { Generated } from 'kysely';

/** Row types of migration 0023's feedback tables; they join `Database` below. Times epoch ms. */

export interface FeedbackTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  type: FeedbackType;
  /** Plain text as the member wrote it (trimmed); the app shows it as text, never HTML. */
  content: string;
  created_at: number;
}

export interface FeedbackImagesTable {
  feedback_id: number;
  sequence: number;
  member_id: number;
  mime: string;
  /** Random name under the upload directory (uploads module); the client's name is never used. */
  file_name: string;
  size_bytes: number;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  /** Plain text from the operator. */
  content: string;
  created_at: number;
  /** When the member opened the feedback after this reply came; null: unread. */
  read_at: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    feedback: FeedbackTable;
    feedback_images: FeedbackImagesTable;
    feedback_replies: FeedbackRepliesTable;
  }
}
