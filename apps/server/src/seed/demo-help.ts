import type { LanguageCode } from '@lotto/contract';
import {
  addHelpEntry,
  agreementLanguagesOf,
  helpTitlesOf,
  saveUserAgreement,
} from '../modules/help/index.js';
import { findSite } from '../modules/system/index.js';
import { DEMO_USER_AGREEMENT } from './demo-agreement-content.js';
import { DEMO_HELP_ENTRIES } from './demo-help-content.js';
import type { SeedCtx } from './seed-steps.js';

/** Fixed so the seed is deterministic: the agreement's date is the site's opening day. */
const SEEDED_AT = Date.UTC(2026, 0, 1);

/**
 * The demo site's help centre (mobile) and user agreement, through the help module's service:
 * each entry it lacks, found by its English title, and the agreement in each language it has
 * none in (an operator's own text stays).
 */
export const seedDemoHelp = async (ctx: SeedCtx, code: string): Promise<void> => {
  const site = await findSite(ctx.db, code);
  if (!site) throw new Error(`no site ${code} to seed help for`);
  const siteCtx = { ...ctx, site, now: () => SEEDED_AT };
  const existing = new Set(await helpTitlesOf(siteCtx, 'MOBILE', 'EN'));
  for (const [sort, texts] of DEMO_HELP_ENTRIES.entries()) {
    if (existing.has(texts.EN.title)) continue;
    await addHelpEntry(siteCtx, { device: 'MOBILE', sort, texts });
  }
  const published = new Set(await agreementLanguagesOf(siteCtx));
  for (const [language, text] of Object.entries(DEMO_USER_AGREEMENT)) {
    if (!published.has(language)) await saveUserAgreement(siteCtx, language as LanguageCode, text);
  }
};
