import os from 'node:os';
import path from 'node:path';

/** The e2e server's port (playwright.config.ts passes it as PORT). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * Where the e2e server keeps its throwaway SQLite file: derived from the port, so the test
 * workers can open the same database the server writes (to solve captchas, add popups).
 */
export const e2eDataDir = (port: number = E2E_PORT) => path.join(os.tmpdir(), `lotto-e2e-${port}`);
export const e2eDbFile = (port: number = E2E_PORT) => path.join(e2eDataDir(port), 'platform.db');

/** The host of the site whose home keeps its announcement popups in the e2e run (sites.ts). */
export const POPUP_HOST = 'popups.localhost';
/** The host of the site with the base member centre and some of its items switched off (sites.ts). */
export const BASE_MINE_HOST = 'basemine.localhost';
/** The host of the site whose switches the switch tests turn off one by one (sites.ts). */
export const SWITCHES_HOST = 'switches.localhost';
/** The host of the English-default site with template texts per language (sites.ts). */
export const TEXTS_HOST = 'entexts.localhost';
/** The host of the site whose announcements and banners the content spec writes (sites.ts). */
export const CONTENT_HOST = 'content.localhost';

/**
 * Owners of the e2e run's own, one for each spec that signs an owner in beside the others: an
 * authenticator code opens one session only, so two specs signing demo_owner in within one 30 s
 * step made the later wait for the next step. The admin specs start side by side on the two
 * workers. The secrets are fixed (base32), as the demo operators' are.
 */
export const E2E_OWNERS = {
  agentRuns: { username: 'owner_agent_runs', totpSecret: 'OWNERRUNSSECRETOWNERRUNSSECRET22' },
  agentTree: { username: 'owner_agent_tree', totpSecret: 'OWNERTREESECRETOWNERTREESECRET22' },
  redRain: { username: 'owner_red_rain', totpSecret: 'OWNERRAINSECRETOWNERRAINSECRET22' },
  sites: { username: 'owner_sites', totpSecret: 'OWNERSITESECRETOWNERSITESECRET22' },
  operators: { username: 'owner_operators', totpSecret: 'OWNEROPSSECRETOWNEROPSSECRET2222' },
  games: { username: 'owner_games', totpSecret: 'OWNERGAMESSECRETOWNERGAMESSECRET' },
  lottery: { username: 'owner_lottery', totpSecret: 'OWNERLOTTOSECRETOWNERLOTTOSECRET' },
  members: { username: 'owner_members', totpSecret: 'OWNERMEMBSECRETOWNERMEMBSECRET22' },
  content: { username: 'owner_content', totpSecret: 'OWNERCONTENTSECRETOWNERCONTENT22' },
} as const;

/** The member the withdraw journey uses: nothing set up yet, its welcome credit free to cash out. */
export const CASHOUT_MEMBER = { username: 'cashout01', password: 'Cashout1234' } as const;
