import type { InboxKind } from '@lotto/contract';
import type { Generated } from 'kysely';

/**
 * Who receives a message: one member, or every member of the site. A VIP level is the next
 * audience (one more value and a `vip_level` column, and one branch in the repository's
 * `receives`), so nothing that reads or writes messages changes shape when it arrives.
 */
export type InboxAudience = 'member' | 'site';

/** Row types of migration 0017; they join `Database` below. */
export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_id: number;
  audience: InboxAudience;
  /** The receiving member of a 'member' message; null for the others. */
  member_id: number | null;
  kind: InboxKind;
  /** The writer's natural key: an event reported once per key and site; null for ad-hoc ones. */
  ref: string | null;
  created_at: number;
}

export interface InboxMessageTextsTable {
  message_id: number;
  language: string;
  title: string;
  /** HTML; the app sanitizes it before rendering. */
  content: string;
}

/** A member's own state of a message; no row: unread and kept. */
export interface InboxStatesTable {
  member_id: number;
  message_id: number;
  read_at: number | null;
  deleted_at: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    inbox_messages: InboxMessagesTable;
    inbox_message_texts: InboxMessageTextsTable;
    inbox_states: InboxStatesTable;
  }
}
