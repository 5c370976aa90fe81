import { MEMBER_TYPES } from '@lotto/contract';
import type { Database } from '@lotto/server/src/db/schema.js';
import { createOperator } from '@lotto/server/src/modules/backoffice/index.js';
import { hashPassword, withPasswordHashCost } from '@lotto/server/src/modules/member/index.js';
import { signUp } from '@lotto/server/src/modules/signup/index.js';
import { findSite, type NewMerchant } from '@lotto/server/src/modules/system/index.js';
import {
  setWelcomeMultiplier,
  welcomeMultiplierOf,
} from '@lotto/server/src/modules/turnover/index.js';
import { seedDemoAnnouncements } from '@lotto/server/src/seed/demo-announcements.js';
import { DEMO_OPERATOR_PASSWORD } from '@lotto/server/src/seed/demo-operators.js';
import { DEMO_MERCHANT } from '@lotto/server/src/seed/demo-site.js';
import { seedOptionsOf } from '@lotto/server/src/seed/seed-steps.js';
import type { Kysely } from 'kysely';
import {
  BASE_MINE_HOST,
  CASHOUT_MEMBER,
  CONTENT_HOST,
  E2E_OWNERS,
  POPUP_HOST,
  SWITCHES_HOST,
  TEXTS_HOST,
} from './data-dir.js';

/**
 * Extra sites for the end-to-end run, each reached by its own host name: Chromium resolves
 * every *.localhost name to the loopback address, so one server serves them all.
 */
export const E2E_SITES: NewMerchant[] = [
  {
    ...DEMO_MERCHANT,
    code: 'maint',
    name: 'Maint Site',
    host_names: JSON.stringify(['maint.localhost']),
    maintenance: 1,
    maintenance_message: 'Back at 14:00 after the upgrade.',
  },
  {
    ...DEMO_MERCHANT,
    code: 'blocked',
    name: 'Blocked Site',
    host_names: JSON.stringify(['blocked.localhost']),
    blocked_cidrs: JSON.stringify(['127.0.0.0/8', '::1/128']),
  },
  {
    ...DEMO_MERCHANT,
    code: 'nolinks',
    name: 'No Links Site',
    host_names: JSON.stringify(['nolinks.localhost']),
    download_links: JSON.stringify([]),
    whitelabel: JSON.stringify({ DIRECTREG3: false }),
  },
  {
    // English by default, Burmese offered; its Burmese login prompt carries markup to strip.
    ...DEMO_MERCHANT,
    code: 'entexts',
    name: 'English Site',
    host_names: JSON.stringify([TEXTS_HOST]),
    default_language: 'EN',
    mobile_template: JSON.stringify({
      ...JSON.parse(DEMO_MERCHANT.mobile_template),
      login_prompt_text: {
        EN: '<p>English prompt of this site.</p>',
        MY: '<p>ဤဆိုက်၏ မြန်မာ စာသား။</p><img src="x" onerror="window.promptScript=1">',
      },
    }),
  },
  {
    // The base member centre (mem_cen '0'), without feedback and the reward centre.
    ...DEMO_MERCHANT,
    code: 'basemine',
    name: 'Base Centre Site',
    host_names: JSON.stringify([BASE_MINE_HOST]),
    mobile_template: JSON.stringify({ ...JSON.parse(DEMO_MERCHANT.mobile_template), mem_cen: '0' }),
    whitelabel: JSON.stringify({ FEEDBACK3: false, REWCEN3: false }),
  },
  {
    // The demo's settings; member-switches.spec turns its whitelabel switches off one by one.
    ...DEMO_MERCHANT,
    code: 'switches',
    name: 'Switches Site',
    host_names: JSON.stringify([SWITCHES_HOST]),
  },
  {
    ...DEMO_MERCHANT,
    code: 'popups',
    name: 'Popup Site',
    host_names: JSON.stringify([POPUP_HOST]),
  },
  {
    // Its own popups and banners, written through the back office by admin-content.spec: no
    // other spec's home sees them.
    ...DEMO_MERCHANT,
    code: 'content',
    name: 'Content Site',
    host_names: JSON.stringify([CONTENT_HOST]),
  },
];

/** The popup site gets the demo's announcements: popups A, B, F, hot news and ticker. */
export const seedPopupSite = (db: Kysely<Database>) => seedDemoAnnouncements(db, 'popups');

/**
 * The demo site's home stays free of popups in the e2e run, so tests that land on home can
 * click through; popups are tested on their own site. Ticker and banners stay.
 */
export const quietDemoHome = async (db: Kysely<Database>) => {
  const demo = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', DEMO_MERCHANT.code)
    .executeTakeFirstOrThrow();
  const popups = db
    .selectFrom('announcements')
    .select('id')
    .where('merchant_id', '=', demo.id)
    .where('type', 'in', ['PU', 'H']);
  await db.deleteFrom('announcement_translations').where('announcement_id', 'in', popups).execute();
  await db
    .deleteFrom('announcements')
    .where('merchant_id', '=', demo.id)
    .where('type', 'in', ['PU', 'H'])
    .execute();
};

/**
 * Signs CASHOUT_MEMBER up on the demo site through the sign-up service, as a registration made
 * while the site asked no turnover of its welcome credit (the operator's setting, restored
 * after): a member with K 1,000.00 to withdraw, no payment password and no card. The demo's
 * own members are all busy (agent01 pays its team; the team's credit is still to be played).
 */
export const seedCashoutMember = async (db: Kysely<Database>) => {
  const options = seedOptionsOf();
  const site = await findSite(db, DEMO_MERCHANT.code);
  if (!site) throw new Error('the demo site is seeded first');
  const ctx = { db, now: () => Date.now(), log: options.log, site };
  const multiplier = await welcomeMultiplierOf(ctx, site.id);
  await setWelcomeMultiplier(ctx, site.id, 0);
  const hash = await hashPassword(CASHOUT_MEMBER.password, options.passwordHashLog2);
  await signUp(ctx, {
    username: CASHOUT_MEMBER.username,
    member: {
      type: MEMBER_TYPES.member,
      nickname: 'Cash Out',
      password: { hash },
      uplineId: null,
      registerMethod: 'H5',
    },
  });
  await setWelcomeMultiplier(ctx, site.id, multiplier);
};

/** Creates the run's own owners (data-dir.ts) through the back office's service. */
export const seedE2eOwners = async (db: Kysely<Database>) => {
  const options = seedOptionsOf();
  const ctx = { db, now: () => Date.now(), log: options.log };
  // At the seed's cost, as the demo's own operators are (their password is published).
  await withPasswordHashCost(options.passwordHashLog2, async () => {
    for (const owner of Object.values(E2E_OWNERS)) {
      await createOperator(ctx, { ...owner, role: 'owner', password: DEMO_OPERATOR_PASSWORD });
    }
  });
};
