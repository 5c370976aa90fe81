import { AGENT_NOTICE_TYPE } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import { markNoticeRead, noticePageFor } from '../modules/announcements/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-notice-reads.js';
import type { SeedCtx } from './seed-steps.js';

/** The agent announcement agent01 has opened already (English title): the others stay unread. */
export const AGENT_READ_TITLE = 'New salary and dividend contract terms';

/**
 * agent01 opens one announcement of the agents' board through the services its screen uses, so
 * the footer's badge counts the rest. An agent01 who has opened any already is left alone.
 */
export const seedDemoAgentNoticeReads = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const agent = await findMemberByUsername(siteCtx, 'agent01');
  if (!agent) return;
  const reader = await signIn(siteCtx, agent.id);
  const board = { pageNo: 1, pageSize: 100, types: AGENT_NOTICE_TYPE };
  const { list } = await noticePageFor(reader, board);
  const unopened = !list.some((notice) => notice.read);
  const notice = list.find((n) => n.title === AGENT_READ_TITLE);
  if (unopened && notice) await markNoticeRead(reader, notice.id);
  await endMemberSessions(siteCtx, agent.id); // the seed's device signs out again
};
