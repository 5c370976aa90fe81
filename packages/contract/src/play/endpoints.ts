import { endpoint } from '../endpoint.js';
import { gameRecordsAnswer, gameRecordsQuery, winnersAnswer, winnersQuery } from './records.js';
import {
  launchGameAnswer,
  launchGameRequest,
  playRoundAnswer,
  playRoundRequest,
  playStateAnswer,
  playStateQuery,
  settleRoundRequest,
} from './schemas.js';

const GAME3 = { module: 'GAME3' } as const;

/**
 * Launching games, the vendor page's calls and what rounds leave behind (GAME3). The vendor
 * page is authorised by its launch ticket, not the member's token, as a third party's would be.
 */
/** The address of the game: the vendor page with a fresh ticket, or the lottery launcher. */
export const launch = endpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  ...GAME3,
  access: 'member',
  body: launchGameRequest,
  answer: launchGameAnswer,
});

export const state = endpoint({
  method: 'GET',
  path: '/wps/vendor/play/state',
  ...GAME3,
  access: 'ticket',
  query: playStateQuery,
  answer: playStateAnswer,
});

/** A bet; the same ticket and requestId answer the first round again. */
export const round = endpoint({
  method: 'POST',
  path: '/wps/vendor/play/round',
  ...GAME3,
  access: 'ticket',
  body: playRoundRequest,
  answer: playRoundAnswer,
});

/** Finishes the open round of the ticket's game (a table deal, a match result). */
export const settle = endpoint({
  method: 'POST',
  path: '/wps/vendor/play/settle',
  ...GAME3,
  access: 'ticket',
  body: settleRoundRequest,
  answer: playRoundAnswer,
});

/** The member's own rounds, newest first. */
export const records = endpoint({
  method: 'GET',
  path: '/wps/relay/gameRecords',
  ...GAME3,
  feature: 'TRANSBETREPMEM3',
  access: 'member',
  query: gameRecordsQuery,
  answer: gameRecordsAnswer,
});

/** The site's settled wins of the last days, highest first, names masked. */
export const winners = endpoint({
  method: 'GET',
  path: '/wps/relay/winners',
  ...GAME3,
  access: 'public',
  query: winnersQuery,
  answer: winnersAnswer,
});
