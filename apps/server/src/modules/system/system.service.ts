import {
  type Country,
  type SiteStatus,
  siteModeOf,
  type TemplateSettings,
  templateVersionsOf,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { COUNTRIES } from './countries.js';
import { isRegionRestricted, locateCaller } from './region.js';
import type { Site } from './site.js';

/** What the app needs at start-up: the site's mode, the caller's location and site resources. */
export const siteStatusFor = async (
  db: Kysely<Database>,
  site: Site,
  ip: string,
): Promise<SiteStatus> => {
  const location = await locateCaller(db, ip);
  const flags = {
    maintenance: site.maintenance,
    regionRestriction: isRegionRestricted(site, location),
  };
  return {
    ...flags,
    maintenanceMessage: site.maintenance ? site.maintenanceMessage : null,
    siteMode: siteModeOf(flags),
    location,
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
    },
    mobileTemplate: site.mobileTemplate,
    info: {
      customerService: site.customerService,
      resources: site.downloadLinks,
      whitelabel: site.whitelabel,
      imageCDNs: site.imageCdns,
    },
  };
};

export const templateSettingsFor = (site: Site): TemplateSettings => ({
  ...templateVersionsOf(site.mobileTemplate),
  mobileTemplate: site.mobileTemplate,
});

export const countriesFor = (site: Site): { countries: Country[]; defaultCountry: string } => {
  const countries = site.countries
    .map((code) => COUNTRIES.find((c) => c.countryCode === code))
    .filter((c): c is Country => c !== undefined);
  return { countries, defaultCountry: countries[0]?.countryCode ?? 'MM' };
};
