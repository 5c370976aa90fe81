import type { Generated, Insertable } from 'kysely';

/** Content types of spec/01 section 9: banner, player ticker, popup, hot news, agent, promotion. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'H' | 'A' | 'PR';
export type PopupExecution = 'A' | 'B' | 'F';

/** Row types of migration 0003; they join `Database` below. */
export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_id: number;
  type: AnnouncementType;
  /** Popups (PU) only: A with a session, B without, F on a first login. */
  execution: PopupExecution | null;
  promotion_type: string | null;
  /** Banners: the image; null serves a generated one. */
  image_url: string | null;
  link: string | null;
  sort: Generated<number>;
  /** Epoch ms; null means no bound. */
  starts_at: number | null;
  ends_at: number | null;
  created_at: number;
}

export interface AnnouncementTranslationsTable {
  announcement_id: number;
  language: string;
  title: string;
  /** HTML as authored; clients sanitize it before rendering. */
  content: string;
}

/** Row type of migration 0012: a member opened an announcement (no row: unread). */
export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: number;
}

export type NewAnnouncement = Insertable<AnnouncementsTable>;
export type NewAnnouncementTranslation = Insertable<AnnouncementTranslationsTable>;

declare module '../../db/schema.js' {
  interface Database {
    announcements: AnnouncementsTable;
    announcement_translations: AnnouncementTranslationsTable;
    announcement_reads: AnnouncementReadsTable;
  }
}
