import type { Generated, Insertable } from 'kysely';

/** Row types of migration 0014; they join `Database` below. */
export interface BannersTable {
  id: Generated<number>;
  merchant_id: number;
  /** The carousel it belongs to (home: m_home). */
  group_name: string;
  sort: Generated<number>;
  /** JSON of the contract's bannerAction; null when a tap does nothing. */
  action: string | null;
  enabled: Generated<number>;
  /** Epoch ms; null means no bound. */
  starts_at: number | null;
  ends_at: number | null;
  created_at: number;
}

export interface BannerTranslationsTable {
  banner_id: number;
  language: string;
  /** What the picture says (its alternative text). */
  title: string;
  image_url: string;
}

export type NewBanner = Insertable<BannersTable>;
export type NewBannerTranslation = Insertable<BannerTranslationsTable>;

declare module '../../db/schema.js' {
  interface Database {
    banners: BannersTable;
    banner_translations: BannerTranslationsTable;
  }
}
