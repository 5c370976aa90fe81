import type { Generated, Insertable, Selectable } from 'kysely';

/** Flags are stored as 0/1 integers and JSON as text, so both dialects share one schema. */
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
}

/** IP ranges to country, as 32-hex-digit IPv6 (IPv4 mapped) bounds so ranges compare as text. */
export interface GeoIpRangesTable {
  id: Generated<number>;
  ip_from: string;
  ip_to: string;
  country: string;
}

/** The demo seed's finished steps (seed/seed-steps.ts). */
export interface SeedStepsTable {
  name: string;
}

export interface Database {
  merchants: MerchantsTable;
  geo_ip_ranges: GeoIpRangesTable;
  seed_steps: SeedStepsTable;
}

export type MerchantRow = Selectable<MerchantsTable>;
export type NewMerchant = Insertable<MerchantsTable>;
