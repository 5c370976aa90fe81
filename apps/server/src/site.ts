import {
  type customerServiceLink,
  type downloadLink,
  languageCode,
  mobileTemplate,
  type siteTheme,
  type WhitelabelMap,
} from '@lotto/contract';
import { z } from 'zod/mini';

/*
 * The white-label site that every request, job and seed works for. Defined here, below the
 * modules, because the request context carries it: the system module builds it from its row
 * (siteFromRow), and every other module reads it from the context.
 */

/**
 * The mobile template as a site stores it (merchants.mobile_template). Its texts may be given
 * per language, `{ "EN": "...", "MY": "..." }`, or as one text for every language; the wire keeps
 * spec/01 §3's single strings, each answered in the request's language.
 */
const localizedText = z.union([z.string(), z.partialRecord(languageCode, z.string())]);
export type LocalizedText = z.infer<typeof localizedText>;

export const siteTemplate = z.extend(mobileTemplate, {
  login_prompt_text: localizedText,
  app_desc: localizedText,
});
export type SiteTemplate = z.infer<typeof siteTemplate>;

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
  /** Under maintenance now, whatever the window says (the operator's switch). */
  maintenance: boolean;
  maintenanceMessage: string | null;
  /** A scheduled window, epoch ms: under maintenance from `from` until `until`. */
  maintenanceWindow: { from: number; until: number } | null;
  blockedCountries: string[];
  blockedCidrs: string[];
  /** Minor units every new member gets (a welcome_credit ledger transaction); 0 gives none. */
  welcomeCreditMinor: number;
  /** IANA zone: the site's "day" (daily bonuses, limits) is the local one. */
  timeZone: string;
  createdAt: number;
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

/** Whether the site is under maintenance at `now`: switched on, or inside its scheduled window. */
export const isUnderMaintenance = (
  site: Pick<Site, 'maintenance' | 'maintenanceWindow'>,
  now: number,
): boolean =>
  site.maintenance ||
  (site.maintenanceWindow !== null &&
    now >= site.maintenanceWindow.from &&
    now < site.maintenanceWindow.until);
