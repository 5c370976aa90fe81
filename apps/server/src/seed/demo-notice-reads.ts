import type { MemberCtx, SiteCtx } from '../context.js';
import { hasOpenedNotices, markNoticeRead, noticePageFor } from '../modules/announcements/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { authenticate, createSession, endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * The announcements demo01 has opened already (English titles), one of each kind: its list
 * shows some read and some unread, and the unread count is not every announcement.
 */
export const DEMO_READ_TITLES: readonly string[] = [
  'Welcome to ShweLucky! Over 600 games are waiting for you.',
  'Weekly cashback',
  'New: in-house lottery',
];

/** A demo member, signed in on a device of the seed's, reading English as the app would. */
export const signIn = async (ctx: SiteCtx, memberId: number): Promise<MemberCtx> => {
  const device = { deviceId: 'demo-seed-device', ip: '127.0.0.1' };
  const { token } = await createSession(ctx, { memberId, ...device });
  const member = await authenticate(ctx, token, ctx.site.id);
  if (!member) throw new Error('demo notice reads: the session did not open');
  return { ...ctx, language: 'EN', ip: device.ip, member, cookies: {} };
};

/**
 * demo01 opens a few announcements of its list through the same services the notice screen
 * uses. A demo01 who has opened any already is left alone, so running it again changes nothing.
 */
export const seedDemoNoticeReads = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || (await hasOpenedNotices(siteCtx, demo01.id))) return;
  const reader = await signIn(siteCtx, demo01.id);
  const { list } = await noticePageFor(reader, { pageNo: 1, pageSize: 100 });
  for (const notice of list) {
    if (DEMO_READ_TITLES.includes(notice.title)) await markNoticeRead(reader, notice.id);
  }
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
