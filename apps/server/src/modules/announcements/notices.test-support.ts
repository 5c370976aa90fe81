import {
  API,
  announcementsAnswer,
  noticeDetail,
  noticePage,
  noticeUnreadAnswer,
  pathWith,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getOk, urlOf } from '../../../test/http.js';
import type { TestApp } from '../../../test/test-app.js';

/** Test helpers of the announcement list: its calls, and the read marks as stored. */

export type Headers = Record<string, string>;

export const listOf = (app: FastifyInstance, headers: Headers = {}, query = {}) =>
  getOk(app, noticePage, urlOf(API.notices.list, query), { language: 'EN', ...headers });

export const detailOf = (app: FastifyInstance, id: number, headers: Headers = {}) =>
  getOk(app, noticeDetail, pathWith(API.notices.detail, { id }), { language: 'EN', ...headers });

export const unreadOf = async (app: FastifyInstance, headers: Headers) =>
  (await getOk(app, noticeUnreadAnswer, API.notices.unread, headers)).unreadCount;

export const homeUnreadOf = async (app: FastifyInstance, headers: Headers) =>
  (await getOk(app, announcementsAnswer, API.announcements, headers)).footer.unreadCount;

export const markRead = (app: FastifyInstance, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url: API.notices.read, payload: payload as object, headers });

/** Marks read and expects it to succeed; answers what is left unread. */
export const markReadOk = async (app: FastifyInstance, id: number, headers: Headers) => {
  const res = await markRead(app, { id }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return noticeUnreadAnswer.parse(res.json().value).unreadCount;
};

/** Every stored read mark (demo01's seeded ones too), or those of one member. */
export const storedReads = (db: TestApp['db'], memberId?: number) =>
  db
    .selectFrom('announcement_reads')
    .select(['member_id', 'announcement_id', 'read_at'])
    .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId ?? 0))
    .orderBy('member_id')
    .orderBy('announcement_id')
    .execute();

/** The id of the listed announcement with this English title. */
export const idOfTitle = async (app: FastifyInstance, title: string, headers: Headers = {}) => {
  const { list } = await listOf(app, headers, { pageSize: 100 });
  const found = list.find((n) => n.title === title);
  if (!found) throw new Error(`no announcement "${title}" in the list`);
  return found.id;
};
