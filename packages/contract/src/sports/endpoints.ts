import { endpoint } from '../endpoint.js';
import {
  hotMatchesAnswer,
  hotMatchesQuery,
  vendorMatchesAnswer,
  vendorMatchesQuery,
} from './schemas.js';

/** Home's hot-match strip: the site's next matches, public (GAME3). */
export const hotMatches = endpoint({
  method: 'GET',
  path: '/wps/relay/hotMatches',
  module: 'GAME3',
  access: 'public',
  query: hotMatchesQuery,
  answer: hotMatchesAnswer,
});

/** The sports vendor page: the ticket's game's upcoming matches and the member's bets on it. */
export const vendorMatches = endpoint({
  method: 'GET',
  path: '/wps/vendor/play/matches',
  module: 'GAME3',
  access: 'ticket',
  query: vendorMatchesQuery,
  answer: vendorMatchesAnswer,
});
