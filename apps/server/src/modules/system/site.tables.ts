import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The sites (merchants) and the address-to-country table. Both are this module's: other
 * modules read a site's settings from the Site, never from the table. Flags are stored as 0/1
 * integers and JSON as text, so both dialects share one schema.
 */
export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  host_names: string;
  logo_url: string;
  theme: string;
  languages: string;
  default_language: string;
  whitelabel: string;
  mobile_template: string;
  download_links: string;
  customer_service: string;
  image_cdns: string;
  countries: string;
  currency: string;
  currency_symbol: string;
  minimum_age: number;
  maintenance: number;
  maintenance_message: string | null;
  blocked_countries: string;
  blocked_cidrs: string;
  created_at: number;
  /** JSON overrides of the registration rules (0002); null means the defaults. */
  registration_rules: string | null;
  /** 1 on demo sites: their outbox is readable by anyone (0003). */
  is_demo: Generated<number>;
  /** JSON OpenID Connect settings per provider (0003); '{}' offers none. */
  oidc_config: Generated<string>;
  /** Lifetime of the site's SMS codes in minutes (0003); null takes the server default. */
  sms_code_minutes: number | null;
  /** Minor units credited to each new member of the site (0004); 0 gives nothing. */
  welcome_credit: Generated<number>;
  /** IANA time zone of the site's day (0013). */
  time_zone: Generated<string>;
  /** Word bounds of a member's feedback (0023). */
  feedback_min_words: Generated<number>;
  feedback_max_words: Generated<number>;
  /** A scheduled maintenance window, epoch ms (0049); null when none is scheduled. */
  maintenance_from: number | null;
  maintenance_until: number | null;
}

/** IP ranges to country, as 32-hex-digit IPv6 (IPv4 mapped) bounds so ranges compare as text. */
export interface GeoIpRangesTable {
  id: Generated<number>;
  ip_from: string;
  ip_to: string;
  country: string;
}

declare module '../../db/schema.js' {
  interface Database {
    merchants: MerchantsTable;
    geo_ip_ranges: GeoIpRangesTable;
  }
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;
