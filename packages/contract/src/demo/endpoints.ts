import { endpoint } from '../endpoint.js';
import { outboxList, outboxQuery } from './schemas.js';

/**
 * Demo mode only (a process started with DEMO_MODE=1 or --demo, never in production), on demo
 * sites: what the SMS gateway and mailer "sent", for a person trying the demo. A browser reads
 * only the addresses it opened first.
 */
export const outbox = endpoint({
  method: 'GET',
  path: '/wps/demo/outbox',
  module: 'COMM3',
  access: 'public',
  query: outboxQuery,
  answer: outboxList,
});

/** The same inbox as a page a person reads. */
export const outboxPage = endpoint({
  method: 'GET',
  path: '/demo/outbox',
  module: 'COMM3',
  access: 'public',
  query: outboxQuery,
  produces: 'html',
});
