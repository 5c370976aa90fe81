import type { MaintenanceSettings, NewSiteBody, SiteSettings, SiteView } from '@lotto/contract';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUnderMaintenance, type Site } from '../../site.js';
import { type OperatorCtx, recordAudit } from '../backoffice/index.js';
import {
  allSites,
  cidrToRange,
  findSite,
  insertSiteFromTemplate,
  maintenanceOf,
  saveMaintenance,
  saveSiteSettings,
  settingsOf,
  siteOnHosts,
} from '../system/index.js';
import { copyTemplateContent } from './template-copy.js';

/**
 * The back office's sites: settings, maintenance and new sites from a template. Each change
 * is audited in its transaction; the routes refresh every process's copy of the sites after it
 * commits.
 */

const viewOf = (site: Site, now: number): SiteView => ({
  id: site.id,
  code: site.code,
  settings: settingsOf(site),
  maintenance: maintenanceOf(site),
  underMaintenanceNow: isUnderMaintenance(site, now),
  createdAt: site.createdAt,
});

export const listSites = async (ctx: OperatorCtx) => ({
  list: (await allSites(ctx.db)).map((site) => ({
    id: site.id,
    code: site.code,
    name: site.name,
    hostNames: site.hostNames,
    languages: site.languages,
    underMaintenanceNow: isUnderMaintenance(site, ctx.now()),
    createdAt: site.createdAt,
  })),
});

const siteByCode = async (ctx: OperatorCtx, code: string): Promise<Site> => {
  const site = await findSite(ctx.db, code);
  if (!site) throw new AppError('admin.site.not.found');
  return site;
};

export const siteView = async (ctx: OperatorCtx, code: string): Promise<SiteView> =>
  viewOf(await siteByCode(ctx, code), ctx.now());

/** A host name answers for one site only: the site directory picks by host. */
const refuseTakenHosts = async (ctx: OperatorCtx, hostNames: string[], code: string | null) => {
  const other = await siteOnHosts(ctx.db, hostNames, code);
  if (other) {
    const taken = hostNames.filter((h) => other.hostNames.includes(h));
    throw new AppError('admin.site.host.taken', { hostNames: taken, site: other.code });
  }
};

/** The contract checks a range's shape; the bits (203.0.113.0/33, 999.1.1.1/8) only here. */
const refuseBadRanges = (cidrs: string[]) => {
  const bad = cidrs.filter((cidr) => cidrToRange(cidr) === null);
  if (bad.length > 0) throw new AppError('request_param_err', { blockedCidrs: bad });
};

export const updateSiteSettings = (ctx: OperatorCtx, code: string, settings: SiteSettings) =>
  transaction(ctx, async (trx) => {
    const before = await siteByCode(trx, code);
    refuseBadRanges(settings.blockedCidrs);
    await refuseTakenHosts(trx, settings.hostNames, code);
    await saveSiteSettings(trx.db, code, settings);
    const after = await siteByCode(trx, code);
    await recordAudit(trx, {
      action: 'site.update',
      targetType: 'site',
      targetId: code,
      before: settingsOf(before),
      after: settingsOf(after),
    });
    return viewOf(after, trx.now());
  });

export const updateSiteMaintenance = (
  ctx: OperatorCtx,
  code: string,
  maintenance: MaintenanceSettings,
) =>
  transaction(ctx, async (trx) => {
    const before = await siteByCode(trx, code);
    if (maintenance.window && maintenance.window.until <= trx.now()) {
      throw new AppError('admin.site.window.past');
    }
    await saveMaintenance(trx.db, code, maintenance);
    const after = await siteByCode(trx, code);
    await recordAudit(trx, {
      action: 'site.maintenance',
      targetType: 'site',
      targetId: code,
      before: maintenanceOf(before),
      after: maintenanceOf(after),
    });
    return viewOf(after, trx.now());
  });

/**
 * A new site with the template's settings, content, games and lottery (template-copy.ts), and
 * its own code, name, hosts and look; it answers on its hosts as soon as the sites are reloaded.
 */
export const createSiteFromTemplate = (ctx: OperatorCtx, body: NewSiteBody) =>
  transaction(ctx, async (trx) => {
    const template = await siteByCode(trx, body.templateCode);
    if (await findSite(trx.db, body.code)) throw new AppError('admin.site.code.taken');
    await refuseTakenHosts(trx, body.hostNames, null);
    await insertSiteFromTemplate(trx.db, template, body, trx.now());
    const created = await siteByCode(trx, body.code);
    await copyTemplateContent(trx, template.id, created.id);
    await recordAudit(trx, {
      action: 'site.create',
      targetType: 'site',
      targetId: body.code,
      after: { template: template.code, ...settingsOf(created) },
    });
    return viewOf(created, trx.now());
  });
