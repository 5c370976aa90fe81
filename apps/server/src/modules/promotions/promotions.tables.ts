import type { PromotionFrequency, PromotionKind } from '@lotto/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of migration 0013's promotion tables; they join `Database` below. Times are epoch
 * ms, money integer minor units, lists and per-language texts JSON text.
 */

export interface PromotionCategoriesTable {
  id: Generated<number>;
  merchant_id: number;
  /** { "EN": "...", "MY": "..." } */
  titles: string;
  sort: Generated<number>;
}

export interface PromotionsTable {
  id: Generated<number>;
  merchant_id: number;
  kind: PromotionKind;
  /** JSON array of promotion_categories ids. */
  category_ids: string;
  sort: Generated<number>;
  starts_at: number;
  /** Null: no expiry ("long term"). */
  ends_at: number | null;
  frequency: PromotionFrequency;
  /** JSON array of the member types that may take part. */
  member_types: string;
  budget_minor: number;
  paid_minor: Generated<number>;
  /** Fixed bonus (sign-in, mission, manual). */
  reward_minor: number | null;
  /** First deposit: percent of the deposit, up to cap_minor. */
  percent: number | null;
  cap_minor: number | null;
  mission_category: string | null;
  mission_target_minor: number | null;
  /** Referral: the days after the friend's sign-up their valid stake counts (migration 0024). */
  referral_days: number | null;
  /** The bonus times this is the turnover recorded with the payout. */
  turnover_multiplier: number;
  created_at: number;
  /** An operator's pause or end (migration 0051); 'ended' is final. */
  state: Generated<PromotionState>;
  /** The reason given for the last pause, resume or end. */
  state_reason: Generated<string | null>;
}

export type PromotionState = 'live' | 'paused' | 'ended';

export interface PromotionTranslationsTable {
  promotion_id: number;
  language: string;
  title: string;
  /** HTML as authored; clients sanitize it before rendering. */
  content: string;
}

/**
 * A promotion's pictures by address: the generated artwork's, or the one picture an operator
 * chose (uploaded to the content images, migration 0056).
 */
export interface PromotionImagesTable {
  promotion_id: number;
  sequence: number;
  url: string;
}

/** What an entry is at: the stored part of a member's status (the rest follows from time). */
export type EntryStatus = 'joined' | 'claim' | 'claimed' | 'process' | 'issued' | 'rejected';

export interface PromotionEntriesTable {
  id: Generated<number>;
  merchant_id: number;
  promotion_id: number;
  member_id: number;
  /** 'once', or the site-local date (YYYY-MM-DD) of a daily promotion. */
  period_key: string;
  status: EntryStatus;
  reward_minor: number | null;
  /** Recorded on payout: reward x turnover_multiplier, for withdrawals to wait for. */
  turnover_minor: number | null;
  /** Manual promotions: the applicant's comment. */
  comment: string | null;
  created_at: number;
  issued_at: number | null;
  claimed_at: number | null;
  transaction_id: number | null;
}

export interface PromotionApplicationImagesTable {
  entry_id: number;
  sequence: number;
  member_id: number;
  mime: string;
  /** Random name under the upload directory; the client's name is never used. */
  file_name: string;
  size_bytes: number;
}

export type PromotionRow = Selectable<PromotionsTable>;
export type NewPromotion = Insertable<PromotionsTable>;
export type EntryRow = Selectable<PromotionEntriesTable>;

declare module '../../db/schema.js' {
  interface Database {
    promotion_categories: PromotionCategoriesTable;
    promotions: PromotionsTable;
    promotion_translations: PromotionTranslationsTable;
    promotion_images: PromotionImagesTable;
    promotion_entries: PromotionEntriesTable;
    promotion_application_images: PromotionApplicationImagesTable;
  }
}
