import {
  customerServiceLink,
  downloadLink,
  languageCode,
  resolveWhitelabel,
  siteTheme,
  type WhitelabelMap,
} from '@lotto/contract';
import { z } from 'zod/mini';
import type { MerchantRow } from './site.tables.js';
import './site.tables.js';
import { type SiteTemplate, siteTemplate } from './template-texts.js';

/** A white-label site as the server works with it: the merchants row with its JSON parsed. */
export interface Site {
  id: number;
  code: string;
  name: string;
  hostNames: string[];
  logoUrl: string;
  theme: z.infer<typeof siteTheme>;
  languages: z.infer<typeof languageCode>[];
  defaultLanguage: z.infer<typeof languageCode>;
  whitelabel: WhitelabelMap;
  /** Its texts per language; requests get them in theirs (template-texts.ts). */
  mobileTemplate: SiteTemplate;
  downloadLinks: z.infer<typeof downloadLink>[];
  customerService: z.infer<typeof customerServiceLink>[];
  imageCdns: string[];
  countries: string[];
  currency: string;
  currencySymbol: string;
  minimumAge: number;
  maintenance: boolean;
  maintenanceMessage: string | null;
  blockedCountries: string[];
  blockedCidrs: string[];
  /** Minor units every new member gets (a welcome_credit ledger transaction); 0 gives none. */
  welcomeCreditMinor: number;
  /** IANA zone: the site's "day" (daily bonuses, limits) is the local one. */
  timeZone: string;
  /** Demo sites show their outbox. */
  isDemo: boolean;
  /** Lifetime of SMS codes; null takes the server's default. */
  smsCodeMinutes: number | null;
  /** The operator's registration rule overrides, JSON (registration parses them). */
  registrationRules: string | null;
  /** The operator's OpenID Connect settings, JSON (social login parses them). */
  oidcConfig: string;
  /** How many words a member's feedback may have (Intl.Segmenter words, contract countWords). */
  feedbackWords: { min: number; max: number };
}

const strings = z.array(z.string());
const json = <T extends z.ZodMiniType>(schema: T, text: string): z.infer<T> =>
  schema.parse(JSON.parse(text));

/** Maps a row to a Site, validating every JSON column so bad operator data fails loudly. */
export const siteFromRow = (row: MerchantRow): Site => ({
  id: row.id,
  code: row.code,
  name: row.name,
  hostNames: json(strings, row.host_names),
  logoUrl: row.logo_url,
  theme: json(siteTheme, row.theme),
  languages: json(z.array(languageCode).check(z.minLength(1)), row.languages),
  defaultLanguage: languageCode.parse(row.default_language),
  whitelabel: resolveWhitelabel(json(z.record(z.string(), z.boolean()), row.whitelabel)),
  mobileTemplate: json(siteTemplate, row.mobile_template),
  downloadLinks: json(z.array(downloadLink), row.download_links),
  customerService: json(z.array(customerServiceLink), row.customer_service),
  imageCdns: json(strings, row.image_cdns),
  countries: json(strings, row.countries),
  currency: row.currency,
  currencySymbol: row.currency_symbol,
  minimumAge: row.minimum_age,
  maintenance: row.maintenance === 1,
  maintenanceMessage: row.maintenance_message,
  blockedCountries: json(strings, row.blocked_countries),
  blockedCidrs: json(strings, row.blocked_cidrs),
  welcomeCreditMinor: row.welcome_credit,
  timeZone: row.time_zone,
  isDemo: row.is_demo === 1,
  smsCodeMinutes: row.sms_code_minutes,
  registrationRules: row.registration_rules,
  oidcConfig: row.oidc_config,
  feedbackWords: { min: row.feedback_min_words, max: row.feedback_max_words },
});
