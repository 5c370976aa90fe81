import type { NewMerchant } from '@lotto/server/src/db/schema.js';
import { DEMO_MERCHANT } from '@lotto/server/src/db/seed/demo-site.js';

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
];
