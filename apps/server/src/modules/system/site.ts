import {
  customerServiceLink,
  downloadLink,
  languageCode,
  resolveWhitelabel,
  siteTheme,
} from '@lotto/contract';
import { z } from 'zod/mini';
import { type Site, siteTemplate } from '../../site.js';
import type { MerchantRow } from './site.tables.js';
import './site.tables.js';

export type { Site };

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
  maintenanceWindow:
    row.maintenance_from !== null && row.maintenance_until !== null
      ? { from: Number(row.maintenance_from), until: Number(row.maintenance_until) }
      : null,
  blockedCountries: json(strings, row.blocked_countries),
  blockedCidrs: json(strings, row.blocked_cidrs),
  welcomeCreditMinor: row.welcome_credit,
  timeZone: row.time_zone,
  createdAt: Number(row.created_at),
  isDemo: row.is_demo === 1,
  smsCodeMinutes: row.sms_code_minutes,
  registrationRules: row.registration_rules,
  oidcConfig: row.oidc_config,
  feedbackWords: { min: row.feedback_min_words, max: row.feedback_max_words },
});
