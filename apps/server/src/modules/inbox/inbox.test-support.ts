import { API, inboxMessage, inboxPage, inboxUnreadAnswer, pathWith } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { getOk, urlOf } from '../../../test/http.js';

/** Test helpers of the inbox: its calls, as the app makes them. */

export type Headers = Record<string, string>;

export const inboxOf = (app: FastifyInstance, headers: Headers, query = {}) =>
  getOk(app, inboxPage, urlOf(API.inbox.list, query), { language: 'EN', ...headers });

export const openOf = (app: FastifyInstance, id: number, headers: Headers) =>
  getOk(app, inboxMessage, pathWith(API.inbox.message, { id }), { language: 'EN', ...headers });

export const unreadCountOf = (app: FastifyInstance, headers: Headers) =>
  getOk(app, z.int(), API.inbox.unread, headers);

export const readOf = async (app: FastifyInstance, id: number, headers: Headers) => {
  const res = await app.inject({ method: 'POST', url: API.inbox.read, payload: { id }, headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  return inboxUnreadAnswer.parse(res.json().value).unreadCount;
};

export const deleteOf = (app: FastifyInstance, id: number | string, headers: Headers) =>
  app.inject({ method: 'DELETE', url: pathWith(API.inbox.message, { id }), headers });

/** The titles of the member's inbox, newest first. */
export const titlesOf = async (app: FastifyInstance, headers: Headers) =>
  (await inboxOf(app, headers, { pageSize: 100 })).list.map((m) => m.title);
