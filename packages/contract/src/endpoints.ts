import * as accountEndpoints from './account/endpoints.js';
import * as agentEndpoints from './agent/endpoints.js';
import * as announcementEndpoints from './announcements/endpoints.js';
import * as bannerEndpoints from './banners/endpoints.js';
import * as demoEndpoints from './demo/endpoints.js';
import * as depositEndpoints from './deposits/endpoints.js';
import * as feedbackEndpoints from './feedback/endpoints.js';
import * as gamesEndpoints from './games/endpoints.js';
import * as helpEndpoints from './help/endpoints.js';
import * as inboxEndpoints from './inbox/endpoints.js';
import * as jackpotEndpoints from './jackpot/endpoints.js';
import * as limitEndpoints from './limits/endpoints.js';
import * as lotteryEndpoints from './lottery/endpoints.js';
import * as playEndpoints from './play/endpoints.js';
import * as promotionEndpoints from './promotions/endpoints.js';
import * as rebateEndpoints from './rebates/endpoints.js';
import * as recordEndpoints from './records/endpoints.js';
import * as registrationEndpoints from './registration/endpoints.js';
import * as sportsEndpoints from './sports/endpoints.js';
import * as systemEndpoints from './system/endpoints.js';
import * as verificationEndpoints from './verification/endpoints.js';
import * as vipEndpoints from './vip/endpoints.js';
import * as walletEndpoints from './wallet/endpoints.js';
import * as withdrawalEndpoints from './withdrawals/endpoints.js';

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
  banners: bannerEndpoints,
  demo: demoEndpoints,
  wallet: walletEndpoints,
  help: helpEndpoints,
  jackpot: jackpotEndpoints,
  promotions: promotionEndpoints,
  records: recordEndpoints,
  sports: sportsEndpoints,
  inbox: inboxEndpoints,
  vip: vipEndpoints,
  feedback: feedbackEndpoints,
  rebates: rebateEndpoints,
  limits: limitEndpoints,
  withdrawals: withdrawalEndpoints,
  deposits: depositEndpoints,
  lottery: lotteryEndpoints,
  agent: agentEndpoints,
} as const;
