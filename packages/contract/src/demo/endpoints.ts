import { endpoint } from '../endpoint.js';
import { API } from '../paths.js';
import { outboxList, outboxQuery } from './schemas.js';

/** Demo sites only: what the SMS gateway and mailer "sent", for a person trying the demo. */
export const demoEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: API.demoOutbox,
    module: 'COMM3',
    access: 'public',
    query: outboxQuery,
    answer: outboxList,
  }),
  /** The same messages as a page a person reads. */
  outboxPage: endpoint({
    method: 'GET',
    path: API.demoOutboxPage,
    module: 'COMM3',
    access: 'public',
    query: outboxQuery,
    produces: 'html',
  }),
};
