import type { SiteCtx } from '../context.js';
import { replyFeedback } from '../modules/backoffice/index.js';
import { hasFeedback, sendFeedback } from '../modules/feedback/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import { demoOperatorCtx } from './demo-operators.js';
import { demoScreenshotPng } from './demo-png.js';
import type { SeedCtx } from './seed-steps.js';

const HOUR = 3_600_000;

/** demo01's feedback: a Burmese one with a screenshot that the operator answered, one waiting. */
export const DEMO01_FEEDBACK = {
  answered: {
    type: 'withdrawal',
    content: 'ငွေထုတ်ယူရာတွင် စောင့်ဆိုင်းချိန် ကြာနေပါသည်။ ကျေးဇူးပြု၍ စစ်ဆေးပေးပါ။ ဓာတ်ပုံ ပူးတွဲပေးထားပါသည်။',
    reply: 'မင်္ဂလာပါ။ သင့်ငွေထုတ်ယူမှုကို စစ်ဆေးပြီး အောင်မြင်စွာ လွှဲပြောင်းပြီးဖြစ်ပါသည်။ Thank you for your patience.',
  },
  waiting: {
    type: 'suggestion',
    content: 'Please add more fishing games and a dark theme for playing at night.',
  },
} as const;

/**
 * demo01 writes two feedback through the feedback service, as /m/feedback does (the first with
 * the demo screenshot), and demo_support answers the first through the back office's replyFeedback, so the
 * list shows a reply with its unread dot and one still waiting. A demo01 with feedback is left
 * alone.
 */
export const seedDemoFeedback = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  if (await hasFeedback(siteCtx, demo01.id)) return;
  const member = await signIn(siteCtx, demo01.id);
  const at = (hoursAgo: number) => () => ctx.now() - hoursAgo * HOUR;
  const { answered, waiting } = DEMO01_FEEDBACK;
  const first = await sendFeedback(
    { ...member, now: at(30) },
    {
      type: answered.type,
      content: answered.content,
      files: [
        { field: 'images', fileName: 'wait.png', bytes: demoScreenshotPng(), truncated: false },
      ],
      uploadDir: ctx.options.uploadDir,
    },
  );
  const support = await demoOperatorCtx(ctx, merchantCode, 'demo_support');
  await replyFeedback({ ...support, now: at(26) }, first.id, answered.reply);
  await sendFeedback(
    { ...member, now: at(3) },
    { type: waiting.type, content: waiting.content, files: [], uploadDir: ctx.options.uploadDir },
  );
  await endMemberSessions(siteCtx, demo01.id); // the seed's device signs out again
};
