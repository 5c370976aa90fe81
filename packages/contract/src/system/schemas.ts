import { z } from 'zod/mini';
import { bannersAnswer } from '../banners/schemas.js';
import { languageCode } from '../languages.js';
import { onFirstUse } from '../on-first-use.js';
import { whitelabelMap } from '../whitelabel.js';

/** Customer-service channels (spec/02 "Widgets"); index 0 of the list is the main one. */
export const CUSTOMER_SERVICE_TYPES = [
  'LIVECHAT',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
  'VIBER',
  'WHATSAPP',
] as const;
export const customerServiceLink = onFirstUse(() =>
  z.object({
    type: z.enum(CUSTOMER_SERVICE_TYPES),
    url: z.string(),
    label: z.string(),
  }),
);
export type CustomerServiceLink = z.infer<typeof customerServiceLink>;

export const DOWNLOAD_RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'USDJUMP',
] as const;
export const downloadLink = onFirstUse(() =>
  z.object({
    resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES),
    url: z.string(),
    labelNameEn: z.string(),
  }),
);
export type DownloadLink = z.infer<typeof downloadLink>;

/** Mobile template fields of a site (spec/01 section 3). Flags are the strings '0' or '1'. */
export const mobileTemplate = onFirstUse(() =>
  z.object({
    login_prompt_text: z.string(),
    app_background: z.string(),
    app_desc: z.string(),
    app_desc_font_color: z.string(),
    mem_cen: z.string(),
    dep_func: z.string(),
  }),
);
export type MobileTemplate = z.infer<typeof mobileTemplate>;

/** Theme colours a site is re-skinned with; the app maps them onto CSS variables. */
export const siteTheme = onFirstUse(() =>
  z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    headerBackground: z.string(),
    headerText: z.string(),
    pageBackground: z.string(),
    accent: z.string(),
  }),
);
export type SiteTheme = z.infer<typeof siteTheme>;

export const siteInfo = onFirstUse(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    logoUrl: z.string(),
    theme: siteTheme,
    languages: z.array(languageCode).check(z.minLength(1)),
    defaultLanguage: languageCode,
    currency: z.string(),
    currencySymbol: z.string(),
    copyright: z.string(),
    minimumAge: z.int(),
    /**
     * The site's IANA time zone (the demo: Asia/Yangon): its days and hours are the site's
     * (DESIGN "Site time zone"), so a phone in another zone greets and counts "today" as the
     * site does.
     */
    timeZone: z.string(),
  }),
);
export type SiteInfo = z.infer<typeof siteInfo>;

/** 0 normal, 1 maintenance (wins when both flags are set), 2 region restricted. */
export const SITE_MODE = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SiteMode = (typeof SITE_MODE)[keyof typeof SITE_MODE];

/** spec/01 section 4, "Site mode at start". */
export const siteModeOf = (flags: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SiteMode => {
  if (flags.maintenance) return SITE_MODE.maintenance;
  if (flags.regionRestriction) return SITE_MODE.regionRestricted;
  return SITE_MODE.normal;
};

export const callerLocation = onFirstUse(() =>
  z.object({ ip: z.string(), country: z.nullable(z.string()) }),
);

export const siteStatus = onFirstUse(() =>
  z.object({
    maintenance: z.boolean(),
    maintenanceMessage: z.nullable(z.string()),
    regionRestriction: z.boolean(),
    siteMode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    location: callerLocation,
    site: siteInfo,
    mobileTemplate,
    info: z.object({
      customerService: z.array(customerServiceLink),
      resources: z.array(downloadLink),
      whitelabel: whitelabelMap,
      imageCDNs: z.array(z.string()),
    }),
  }),
);
export type SiteStatus = z.infer<typeof siteStatus>;

export const TEMPLATE_VERSIONS = ['base', 'new'] as const;
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];

/** spec/01 section 4: template 'new' when mem_cen is '1'; deposit detail 'new' when dep_func is '1'. */
export const templateVersionsOf = (t: Pick<MobileTemplate, 'mem_cen' | 'dep_func'>) => ({
  version: (t.mem_cen === '1' ? 'new' : 'base') as TemplateVersion,
  detailVersion: (t.dep_func === '1' ? 'new' : 'base') as TemplateVersion,
});

export const templateSettings = onFirstUse(() =>
  z.object({
    version: z.enum(TEMPLATE_VERSIONS),
    detailVersion: z.enum(TEMPLATE_VERSIONS),
    mobileTemplate,
  }),
);
export type TemplateSettings = z.infer<typeof templateSettings>;

export const country = onFirstUse(() =>
  z.object({
    countryCode: z.string().check(z.length(2)),
    name: z.string(),
    dialingCode: z.string().check(z.regex(/^\d{1,4}$/)),
  }),
);
export type Country = z.infer<typeof country>;
export const countryList = onFirstUse(() =>
  z.object({ countries: z.array(country), defaultCountry: z.string() }),
);

export const customerServiceList = onFirstUse(() =>
  z.object({ customerService: z.array(customerServiceLink) }),
);

export const health = onFirstUse(() =>
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);

/**
 * What the server inlines into the app's page: the site status, with the language its texts are
 * in, and on home its banners (the same answer as the banners endpoint, so the first banner
 * paints from the page and the carousel starts without asking). A page the server rendered also
 * names the sections of the app's texts it shows: the app loads those before it hydrates.
 */
export const firstPaintData = onFirstUse(() =>
  z.object({
    language: languageCode,
    status: siteStatus,
    homeBanners: z.optional(bannersAnswer),
    texts: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(50))),
  }),
);
export type FirstPaintData = z.infer<typeof firstPaintData>;
