import type {
  LanguageCode,
  MaintenanceSettings,
  SiteSettings,
  WhitelabelSwitch,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type LocalizedText, type Site, siteTemplate } from '../../site.js';
import { siteFromRow } from './site.js';
import type { NewMerchant } from './site.tables.js';

/**
 * A site's settings as the back office edits them, to and from its merchants row. Texts stored
 * as one string for every language are shown per offered language, so an operator edits each.
 */

const perLanguage = (
  text: LocalizedText,
  languages: readonly LanguageCode[],
): Partial<Record<LanguageCode, string>> =>
  typeof text === 'string' ? Object.fromEntries(languages.map((l) => [l, text])) : text;

export const settingsOf = (site: Site): SiteSettings => ({
  name: site.name,
  hostNames: site.hostNames,
  logoUrl: site.logoUrl,
  theme: site.theme,
  languages: site.languages,
  defaultLanguage: site.defaultLanguage,
  timeZone: site.timeZone,
  currency: site.currency,
  currencySymbol: site.currencySymbol,
  minimumAge: site.minimumAge,
  whitelabel: site.whitelabel,
  mobileTemplate: {
    ...site.mobileTemplate,
    login_prompt_text: perLanguage(site.mobileTemplate.login_prompt_text, site.languages),
    app_desc: perLanguage(site.mobileTemplate.app_desc, site.languages),
    mem_cen: site.mobileTemplate.mem_cen === '0' ? '0' : '1',
    dep_func: site.mobileTemplate.dep_func === '0' ? '0' : '1',
  },
  downloadLinks: site.downloadLinks,
  customerService: site.customerService,
  countries: site.countries,
  blockedCountries: site.blockedCountries,
  blockedCidrs: site.blockedCidrs,
});

export const maintenanceOf = (site: Site): MaintenanceSettings => ({
  on: site.maintenance,
  window: site.maintenanceWindow,
  message: site.maintenanceMessage,
});

/** Only switches turned off are stored: a switch added later starts on (resolveWhitelabel). */
const storedSwitches = (whitelabel: Record<string, boolean>) =>
  Object.fromEntries(Object.entries(whitelabel).filter(([, on]) => !on)) as Partial<
    Record<WhitelabelSwitch, boolean>
  >;

const columnsOf = (settings: SiteSettings) => ({
  name: settings.name,
  host_names: JSON.stringify(settings.hostNames),
  logo_url: settings.logoUrl,
  theme: JSON.stringify(settings.theme),
  languages: JSON.stringify(settings.languages),
  default_language: settings.defaultLanguage,
  time_zone: settings.timeZone,
  currency: settings.currency,
  currency_symbol: settings.currencySymbol,
  minimum_age: settings.minimumAge,
  whitelabel: JSON.stringify(storedSwitches(settings.whitelabel)),
  mobile_template: JSON.stringify(siteTemplate.parse(settings.mobileTemplate)),
  download_links: JSON.stringify(settings.downloadLinks),
  customer_service: JSON.stringify(settings.customerService),
  countries: JSON.stringify(settings.countries),
  blocked_countries: JSON.stringify(settings.blockedCountries),
  blocked_cidrs: JSON.stringify(settings.blockedCidrs),
});

export const allSites = async (db: Kysely<Database>): Promise<Site[]> =>
  (await db.selectFrom('merchants').selectAll().orderBy('id').execute()).map(siteFromRow);

/** The site answering on any of `hostNames`, other than `exceptCode`, if one does. */
export const siteOnHosts = async (
  db: Kysely<Database>,
  hostNames: readonly string[],
  exceptCode: string | null,
): Promise<Site | undefined> =>
  (await allSites(db)).find(
    (site) => site.code !== exceptCode && site.hostNames.some((h) => hostNames.includes(h)),
  );

export const saveSiteSettings = (db: Kysely<Database>, code: string, settings: SiteSettings) =>
  db.updateTable('merchants').set(columnsOf(settings)).where('code', '=', code).execute();

export const saveMaintenance = (
  db: Kysely<Database>,
  code: string,
  maintenance: MaintenanceSettings,
) =>
  db
    .updateTable('merchants')
    .set({
      maintenance: maintenance.on ? 1 : 0,
      maintenance_message: maintenance.message || null,
      maintenance_from: maintenance.window?.from ?? null,
      maintenance_until: maintenance.window?.until ?? null,
    })
    .where('code', '=', code)
    .execute();

/**
 * A new site's row: the template's settings, with the new code, name, hosts and (if given)
 * theme. Never a demo site, whatever the template is (a demo site's outbox is public), never
 * under maintenance, and without the template's social-login credentials, which belong to the
 * template's brand.
 */
export const insertSiteFromTemplate = async (
  db: Kysely<Database>,
  template: Site,
  site: Pick<SiteSettings, 'name' | 'hostNames'> & { code: string; theme?: Site['theme'] },
  now: number,
): Promise<void> => {
  const row = await db
    .selectFrom('merchants')
    .selectAll()
    .where('id', '=', template.id)
    .executeTakeFirstOrThrow();
  const { id: _templateId, ...copied } = row;
  const values: NewMerchant = {
    ...(copied as NewMerchant),
    code: site.code,
    name: site.name,
    host_names: JSON.stringify(site.hostNames),
    theme: JSON.stringify(site.theme ?? template.theme),
    is_demo: 0,
    oidc_config: '{}',
    maintenance: 0,
    maintenance_message: null,
    maintenance_from: null,
    maintenance_until: null,
    created_at: now,
  };
  await db.insertInto('merchants').values(values).execute();
};
