import type { HelpDevice } from '@lotto/contract';
import type { Generated, Insertable } from 'kysely';

/** Row types of migration 0011; they join `Database` below. */
export interface HelpEntriesTable {
  id: Generated<number>;
  merchant_id: number;
  device: HelpDevice;
  /** Display order, lowest first; ties by id. */
  sort: Generated<number>;
  created_at: number;
}

export interface HelpEntryTextsTable {
  entry_id: number;
  language: string;
  title: string;
  /** HTML as authored; clients sanitize it before rendering. */
  content: string;
}

/** A site's user agreement, one text per language. */
export interface UserAgreementsTable {
  merchant_id: number;
  language: string;
  title: string;
  content: string;
  updated_at: number;
}

export type NewHelpEntry = Insertable<HelpEntriesTable>;

declare module '../../db/schema.js' {
  interface Database {
    help_entries: HelpEntriesTable;
    help_entry_texts: HelpEntryTextsTable;
    user_agreements: UserAgreementsTable;
  }
}
