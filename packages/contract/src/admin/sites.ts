import { z } from 'zod/mini';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import { customerServiceLink, downloadLink } from '../system/schemas.js';
import { type FeatureSwitch, WHITELABEL_SWITCHES, type WhitelabelSwitch } from '../whitelabel.js';
import { contentImageUpload, uploadedContentImage } from './content-images.js';
import { adminEndpoint } from './endpoint.js';

/**
 * The back office's sites (sites.manage): a site's settings as an operator edits them, its
 * maintenance, and a new site made from a template site. Texts a member reads are kept per
 * language (`{ "EN": "...", "MY": "..." }`); times are epoch milliseconds.
 */

const hexColour = onFirstUse(() => z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)));

/** A host name as a browser sends it, without port; stored lower-case. */
export const hostName = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(253),
      z.regex(
        /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
      ),
    ),
);

/** An address a site links to: https (or http for local hosts), or a path on the site. */
const link = onFirstUse(() =>
  z.string().check(z.trim(), z.maxLength(500), z.regex(/^(?:https?:\/\/[^\s]+|\/[^\s]*)$/)),
);

const countryCode = onFirstUse(() =>
  z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/)),
);

/** An IPv4 or IPv6 range in CIDR notation (the server checks the bits as well). */
const cidr = onFirstUse(() =>
  z.string().check(z.trim(), z.regex(/^(?:[0-9.]{7,15}|[0-9a-fA-F:]{2,39})\/\d{1,3}$/)),
);

/** Whether the runtime knows the IANA zone (browsers and Node share the same tz database). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

const localized = (max: number) =>
  z.partialRecord(languageCode, z.string().check(z.trim(), z.maxLength(max)));

export const siteTheme = onFirstUse(() =>
  z.object({
    primary: hexColour,
    primaryContrast: hexColour,
    headerBackground: hexColour,
    headerText: hexColour,
    pageBackground: hexColour,
    accent: hexColour,
  }),
);

/** The mobile template (spec/01 section 3) as an operator edits it: its texts per language. */
export const siteTemplateSettings = onFirstUse(() =>
  z.object({
    login_prompt_text: localized(200),
    app_desc: localized(300),
    /** A background image address or a colour. */
    app_background: z.string().check(z.trim(), z.maxLength(500)),
    app_desc_font_color: hexColour,
    /** '1' shows the member centre entry, '0' hides it. */
    mem_cen: z.enum(['0', '1']),
    /** '1' shows the deposit entry, '0' hides it. */
    dep_func: z.enum(['0', '1']),
  }),
);

const whitelabelSettings = onFirstUse(() =>
  z
    .record(z.string(), z.boolean())
    .check(
      z.refine((map) =>
        Object.keys(map).every((key) => WHITELABEL_SWITCHES.includes(key as never)),
      ),
    ),
);

/** Everything of a site an operator edits in one form (its code never changes). */
export const siteSettings = onFirstUse(() =>
  z
    .object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      hostNames: z.array(hostName).check(z.minLength(1), z.maxLength(10)),
      logoUrl: link,
      theme: siteTheme,
      languages: z.array(languageCode).check(z.minLength(1)),
      defaultLanguage: languageCode,
      timeZone: z.string().check(z.refine(isTimeZone)),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      currencySymbol: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
      minimumAge: z.int().check(z.minimum(16), z.maximum(25)),
      /** Every switch, on or off (the answer lists them all; a body may leave some out: on). */
      whitelabel: whitelabelSettings,
      mobileTemplate: siteTemplateSettings,
      downloadLinks: z.array(downloadLink).check(z.maxLength(10)),
      customerService: z.array(customerServiceLink).check(z.maxLength(10)),
      /** Countries offered at registration, the first one preselected. */
      countries: z.array(countryCode).check(z.minLength(1), z.maxLength(50)),
      /** Region restriction: callers from these countries or ranges see the restricted page. */
      blockedCountries: z.array(countryCode).check(z.maxLength(250)),
      blockedCidrs: z.array(cidr).check(z.maxLength(200)),
    })
    .check(z.refine((s) => s.languages.includes(s.defaultLanguage), { path: ['defaultLanguage'] })),
);
export type SiteSettings = z.infer<typeof siteSettings>;

export const maintenanceWindow = onFirstUse(() =>
  z
    .object({ from: z.int().check(z.minimum(0)), until: z.int().check(z.minimum(0)) })
    .check(z.refine((w) => w.until > w.from)),
);

/** Maintenance now (`on`), and/or in a scheduled window, with the message members see. */
export const maintenanceSettings = onFirstUse(() =>
  z.object({
    on: z.boolean(),
    window: z.nullable(maintenanceWindow),
    message: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
  }),
);
export type MaintenanceSettings = z.infer<typeof maintenanceSettings>;

export const siteView = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    settings: siteSettings,
    maintenance: maintenanceSettings,
    /** Under maintenance at the moment of the answer (switched on or inside the window). */
    underMaintenanceNow: z.boolean(),
    createdAt: z.int(),
  }),
);
export type SiteView = z.infer<typeof siteView>;

export const siteSummary = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    hostNames: z.array(z.string()),
    languages: z.array(languageCode),
    underMaintenanceNow: z.boolean(),
    createdAt: z.int(),
  }),
);
export const siteList = onFirstUse(() => z.object({ list: z.array(siteSummary) }));

/** A site code: lower-case letters, digits and dashes (the `Merchant` header carries it). */
export const siteCode = onFirstUse(() =>
  z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9-]{1,19}$/)),
);
export const siteCodeParams = onFirstUse(() => z.object({ code: siteCode }));

/**
 * A new site: its code, name, hosts and look, the rest (switches, template texts, links,
 * region rules) and its content, games and lottery copied from the template site.
 */
export const newSiteBody = onFirstUse(() =>
  z.object({
    templateCode: siteCode,
    code: siteCode,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    hostNames: z.array(hostName).check(z.minLength(1), z.maxLength(10)),
    theme: z.optional(siteTheme),
  }),
);
export type NewSiteBody = z.infer<typeof newSiteBody>;

/**
 * The switches grouped as an operator thinks of them; the back office names each group and
 * switch in words and says what it shows or hides. Every switch is in exactly one group.
 */
export const WHITELABEL_GROUPS: readonly {
  id: 'functions' | 'registration' | 'login' | 'records' | 'wallet' | 'promotions' | 'agent';
  switches: readonly WhitelabelSwitch[];
}[] = [
  {
    id: 'functions',
    switches: [
      'COMM3',
      'REG3',
      'LOGIN3',
      'CAPTCHA3',
      'VERIFICATION3',
      'MEMBER3',
      'FUNDTRANS3',
      'GAME3',
      'LOTT3',
      'PROMO3',
      'AGENT3',
      'HELP3',
    ],
  },
  {
    id: 'registration',
    switches: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'DIRECTREG3'],
  },
  {
    id: 'login',
    switches: ['MOBILENUMPASSREG3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3'],
  },
  { id: 'records', switches: ['DEPRECM3', 'WITHREC3', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSREP'] },
  { id: 'wallet', switches: ['AGETRANSFERUP3', 'MAILCEN', 'FEEDBACK3'] },
  {
    id: 'promotions',
    switches: ['REWCEN3', 'MANPLAYREB3', 'PLYRBT', 'MISSION', 'REFERRAL', 'VIPBENEFIT'],
  },
  {
    id: 'agent',
    switches: [
      'AGENTDIVIDEND',
      'AGENTTEAMOV3',
      'AGENTTEAM3',
      'REDRAIN3',
      'AGENTTEAMPNL3',
      'AGENTTEAMBET3',
      'AGENTREBSET3',
      'AGENTREBINC3',
    ] satisfies FeatureSwitch[],
  },
];

export const sites = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sites',
  guard: 'sites.manage',
  answer: siteList,
});

export const site = adminEndpoint({
  method: 'GET',
  path: '/admin/api/sites/:code',
  guard: 'sites.manage',
  params: siteCodeParams,
  answer: siteView,
});

/** Replaces the site's settings; every process serves them within 2 seconds. */
export const updateSite = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/sites/:code',
  guard: 'sites.manage',
  params: siteCodeParams,
  body: siteSettings,
  answer: siteView,
});

export const updateMaintenance = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/sites/:code/maintenance',
  guard: 'sites.manage',
  params: siteCodeParams,
  body: maintenanceSettings,
  answer: siteView,
});

/** A new site from a template site; it answers on its hosts at once. */
export const createSite = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sites',
  guard: 'sites.manage',
  body: newSiteBody,
  answer: siteView,
});

/**
 * Stores a picture for a site's logo: the content pictures' one upload (its rules in
 * CONTENT_IMAGE_UPLOAD), under the sites' own permission.
 */
export const uploadLogo = adminEndpoint({
  method: 'POST',
  path: '/admin/api/sites/logo',
  guard: 'sites.manage',
  body: contentImageUpload,
  answer: uploadedContentImage,
});
