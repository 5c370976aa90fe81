import { endpoint } from '../endpoint.js';
import { bannersAnswer, bannersQuery } from './schemas.js';

/** Banners of one group (home's carousel: m_home), in the request's language. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/banners',
  module: 'COMM3',
  access: 'public',
  query: bannersQuery,
  answer: bannersAnswer,
});
