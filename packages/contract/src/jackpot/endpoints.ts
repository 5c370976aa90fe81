import { endpoint } from '../endpoint.js';
import { jackpotAnswer } from './schemas.js';

/** The site's jackpot pool, public: the home counter shows it to guests too (GAME3). */
export const figure = endpoint({
  method: 'GET',
  path: '/wps/relay/jackpot',
  module: 'GAME3',
  access: 'public',
  answer: jackpotAnswer,
});
