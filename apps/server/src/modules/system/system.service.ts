import {
  type Country,
  callerLocation,
  type LanguageCode,
  type SiteStatus,
  siteModeOf,
  siteStatus,
  type TemplateSettings,
  templateVersionsOf,
} from '@lotto/contract';
import { isUnderMaintenance } from '../../site.js';
import { COUNTRIES } from './countries.js';
import type { CallerLocation } from './geo-locator.js';
import { isRegionRestricted } from './region.js';
import type { Site } from './site.js';
import { templateIn } from './template-texts.js';

type StaticStatus = Omit<
  SiteStatus,
  'regionRestriction' | 'siteMode' | 'location' | 'maintenance' | 'maintenanceMessage'
>;
const staticParts = new WeakMap<Site, Map<LanguageCode, StaticStatus>>();

/**
 * The part of the status that depends on the site and language alone, built once per loaded
 * site record and language.
 */
const staticStatusOf = (site: Site, language: LanguageCode): StaticStatus => {
  let byLanguage = staticParts.get(site);
  if (!byLanguage) {
    byLanguage = new Map();
    staticParts.set(site, byLanguage);
  }
  let parts = byLanguage.get(language);
  if (!parts) {
    parts = {
      site: {
        code: site.code,
        name: site.name,
        logoUrl: site.logoUrl,
        theme: site.theme,
        languages: site.languages,
        defaultLanguage: site.defaultLanguage,
        currency: site.currency,
        currencySymbol: site.currencySymbol,
        copyright: `© ${new Date().getFullYear()} ${site.name}`,
        minimumAge: site.minimumAge,
        timeZone: site.timeZone,
      },
      mobileTemplate: templateIn(site.mobileTemplate, language, site.defaultLanguage),
      info: {
        customerService: site.customerService,
        resources: site.downloadLinks,
        whitelabel: site.whitelabel,
        imageCDNs: site.imageCdns,
      },
    };
    // Validated here, once per loaded site record, so the hot status route need not be.
    siteStatus.parse({
      ...parts,
      maintenance: false,
      maintenanceMessage: null,
      regionRestriction: false,
      siteMode: 0,
      location: NOWHERE,
    });
    byLanguage.set(language, parts);
  }
  return parts;
};

const NOWHERE = { ip: '0.0.0.0', country: null };

/**
 * What the app needs at start-up: the site's mode, the caller's location and site resources,
 * texts in the request's language. The site part was validated when built; the per-caller and
 * per-moment part (a scheduled maintenance window opens and closes with time) is validated here.
 */
export const siteStatusFor = (
  site: Site,
  language: LanguageCode,
  location: CallerLocation,
  now: number,
): SiteStatus => {
  const regionRestriction = isRegionRestricted(site, location);
  const maintenance = isUnderMaintenance(site, now);
  return {
    ...staticStatusOf(site, language),
    maintenance,
    maintenanceMessage: maintenance ? site.maintenanceMessage : null,
    regionRestriction,
    siteMode: siteModeOf({ maintenance, regionRestriction }),
    location: callerLocation.parse(location),
  };
};

export const templateSettingsFor = (site: Site, language: LanguageCode): TemplateSettings => ({
  ...templateVersionsOf(site.mobileTemplate),
  mobileTemplate: templateIn(site.mobileTemplate, language, site.defaultLanguage),
});

export const countriesFor = (site: Site): { countries: Country[]; defaultCountry: string } => {
  const countries = site.countries
    .map((code) => COUNTRIES.find((c) => c.countryCode === code))
    .filter((c): c is Country => c !== undefined);
  return { countries, defaultCountry: countries[0]?.countryCode ?? 'MM' };
};
