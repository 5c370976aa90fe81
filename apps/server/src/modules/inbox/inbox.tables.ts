import type { InboxKind } from '@lotto/contract';
import type { Generated } from 'kysely';

/**
 * Who receives a message: one member, every member of the site, or the members at one VIP
 * level (`vip_level`, migration 0021; one branch in the repository's `receives`).
 */
export type InboxAudience = 'member' | 'site' | 'vip';

/** Row types of migration 0017; they join `Database` below. */
export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_id: number;
  audience: InboxAudience;
  /** The receiving member of a 'member' message; null for the others. */
  member_id: number | null;
  /** The receiving level of a 'vip' message; null for the others. */
  vip_level: number | null;
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
