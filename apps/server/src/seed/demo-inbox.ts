import type { SiteCtx } from '../context.js';
import { hasSentMessage, openInboxMessage, sendOperatorMessage } from '../modules/inbox/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { endMemberSessions } from '../modules/session/index.js';
import { findSite } from '../modules/system/index.js';
import { signIn } from './demo-history.js';
import type { SeedCtx } from './seed-steps.js';

/** The welcome's natural key: the step sends it once per site. */
export const DEMO_WELCOME_REF = 'demo-welcome';

const WELCOME = {
  EN: {
    title: 'Welcome to ShweLucky',
    content:
      '<p>Thank you for joining ShweLucky! Over 600 games, daily bonuses and missions are waiting for you.</p><p>Messages about your account, rewards and security arrive here. Tap <b>Promotions</b> to see what you can claim today.</p>',
  },
  MY: {
    title: 'ShweLucky မှ ကြိုဆိုပါသည်',
    content:
      '<p>ShweLucky သို့ ဝင်ရောက်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ ဂိမ်း ၆၀၀ ကျော်၊ နေ့စဉ်ဘောနပ်စ်များနှင့် မစ်ရှင်များ သင့်ကို စောင့်နေပါသည်။</p><p>သင့်အကောင့်၊ ဆုလက်ဆောင်များနှင့် လုံခြုံရေးဆိုင်ရာ စာများ ဤနေရာသို့ ရောက်ရှိပါမည်။ ယနေ့ ရယူနိုင်သည်များကို ကြည့်ရန် <b>ပရိုမိုးရှင်း</b> ကို နှိပ်ပါ။</p>',
  },
} as const;

/**
 * demo01's inbox, made through the services: the site's welcome (an operator's message to
 * every member), which demo01 has opened. The bonus demo01 claimed in the promotions step wrote
 * its own message, and its sign-ins on a phone and a desktop (step demo-devices, through login)
 * write theirs. A site that sent the welcome already is left alone.
 */
export const seedDemoInbox = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01 || (await hasSentMessage(siteCtx, DEMO_WELCOME_REF))) return;
  const welcome = await sendOperatorMessage(siteCtx, {
    to: 'site',
    texts: WELCOME,
    ref: DEMO_WELCOME_REF,
  });
  const reader = await signIn(siteCtx, demo01.id);
  await openInboxMessage(reader, welcome);
  await endMemberSessions(siteCtx, demo01.id); // the seed's devices sign out again
};
