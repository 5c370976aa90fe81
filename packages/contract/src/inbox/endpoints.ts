import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  inboxListQuery,
  inboxMessage,
  inboxPage,
  inboxParams,
  inboxReadBody,
  inboxUnreadAnswer,
} from './schemas.js';

/**
 * The member's inbox (spec/02 "Member centre": MAILCEN news, the relay's "inbox and unread
 * count"). Part of the member centre, so free-trial accounts are refused like it (realMember).
 */

/** One page of the member's messages, newest first, with read marks. */
export const list = endpoint({
  method: 'GET',
  path: '/wps/relay/inbox',
  module: 'MEMBER3',
  access: 'realMember',
  query: inboxListQuery,
  answer: inboxPage,
});

/** How many messages the member has not opened: the message icon's dot (`data.value`). */
export const unread = endpoint({
  method: 'GET',
  path: '/wps/relay/inbox/unread',
  module: 'MEMBER3',
  access: 'realMember',
  answer: onFirstUse(() => z.int()),
});

/** One of the member's messages in full; opening it marks it read. */
export const message = endpoint({
  method: 'GET',
  path: '/wps/relay/inbox/:id',
  module: 'MEMBER3',
  access: 'realMember',
  params: inboxParams,
  answer: inboxMessage,
});

/** Marks one of the member's messages read; again changes nothing. */
export const read = endpoint({
  method: 'POST',
  path: '/wps/relay/inbox/read',
  module: 'MEMBER3',
  access: 'realMember',
  body: inboxReadBody,
  answer: inboxUnreadAnswer,
});

/** Deletes one of the member's messages, for this member only (a site-wide one stays for others). */
export const remove = endpoint({
  method: 'DELETE',
  path: '/wps/relay/inbox/:id',
  module: 'MEMBER3',
  access: 'realMember',
  params: inboxParams,
  answer: inboxUnreadAnswer,
});
