import { accountEndpoints } from './account/endpoints.js';
import { announcementEndpoints } from './announcements/endpoints.js';
import { demoEndpoints } from './demo/endpoints.js';
import { gamesEndpoints } from './games/endpoints.js';
import { playEndpoints } from './play/endpoints.js';
import { registrationEndpoints } from './registration/endpoints.js';
import { systemEndpoints } from './system/endpoints.js';
import { verificationEndpoints } from './verification/endpoints.js';
import { walletEndpoints } from './wallet/endpoints.js';

/**
 * Every endpoint of the API, by module: the server registers each, the client calls through
 * them. Outside this list only /healthz (a load balancer's probe) and the PWA manifest, which
 * are not API calls, are plain routes.
 */
export const ENDPOINTS = {
  account: accountEndpoints,
  registration: registrationEndpoints,
  verification: verificationEndpoints,
  system: systemEndpoints,
  games: gamesEndpoints,
  play: playEndpoints,
  announcements: announcementEndpoints,
  demo: demoEndpoints,
  wallet: walletEndpoints,
} as const;
