import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  type AnnouncementType,
  findAnnouncementTitles,
  insertAnnouncement,
  type PopupExecution,
} from '../modules/announcements/index.js';
import { findMerchantByCode, updateMerchant } from '../modules/system/index.js';

/** Fixed so the seed is deterministic: the same rows on every machine. */
const SEEDED_AT = Date.UTC(2026, 0, 1);

interface Text {
  title: string;
  content: string;
}
interface SeedAnnouncement {
  type: AnnouncementType;
  execution?: PopupExecution;
  promotionType?: string;
  link?: string;
  EN: Text;
  MY: Text;
}

const SUPPORT = 'https://t.me/shwelucky_support';

/** The agents' board (/m/member/notice?types=A): what an agent needs to know about the team. */
const AGENT_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'A',
    EN: {
      title: 'Team commission is paid every day',
      content:
        '<p>Your commission on the team\'s valid stakes of each site day is paid to your wallet <b>the next day</b>. See every payment in <a href="/m/member/teamRebate">Agent rebate income</a>.</p>',
    },
    MY: {
      title: 'အဖွဲ့ ကော်မရှင်ကို နေ့စဉ် ပေးချေသည်',
      content:
        '<p>နေ့တိုင်း အဖွဲ့၏ အကျုံးဝင်လောင်းကြေးမှ ရသော ကော်မရှင်ကို <b>နောက်တစ်နေ့</b>တွင် သင့်ပိုက်ဆံအိတ်ထဲ ပေးချေပါသည်။ ပေးချေမှုတိုင်းကို <a href="/m/member/teamRebate">ကိုယ်စားလှယ် ပြန်အမ်းဝင်ငွေ</a> တွင် ကြည့်ပါ။</p>',
    },
  },
  {
    type: 'A',
    EN: {
      title: 'New salary and dividend contract terms',
      content:
        '<p>From next month, daily salary tiers start at a team valid stake of <b>K 500,000</b>, and a dividend period needs <b>5 active members</b>. Your upline offers the new contract on your agent home.</p>',
    },
    MY: {
      title: 'လစာနှင့် အမြတ်ဝေစု စာချုပ် စည်းကမ်းသစ်များ',
      content:
        '<p>လာမည့်လမှစ၍ နေ့စဉ်လစာ အဆင့်များသည် အဖွဲ့၏ အကျုံးဝင်လောင်းကြေး <b>K 500,000</b> မှ စတင်ပြီး အမြတ်ဝေစု ကာလတစ်ခုအတွက် <b>တက်ကြွအဖွဲ့ဝင် ၅ ဦး</b> လိုအပ်ပါသည်။ သင့်အထက်လူက ကိုယ်စားလှယ် ပင်မစာမျက်နှာတွင် စာချုပ်သစ်ကို ကမ်းလှမ်းပါမည်။</p>',
    },
  },
  {
    type: 'A',
    EN: {
      title: 'Red envelope rain tonight at 20:00',
      content:
        '<p>A <b>red envelope rain</b> round starts at 20:00 (Yangon time) for 10 minutes. Team members who deposited today can tap envelopes in <a href="/m/redRain">Red envelope rain</a>: tell your team!</p>',
    },
    MY: {
      title: 'ယနေ့ည ၂၀:၀၀ တွင် အနီရောင်စာအိတ်မိုး',
      content:
        '<p><b>အနီရောင်စာအိတ်မိုး</b> အကြိမ်တစ်ခု ၂၀:၀၀ (ရန်ကုန်စံတော်ချိန်) တွင် ၁၀ မိနစ်ကြာ စတင်ပါမည်။ ယနေ့ ငွေသွင်းထားသော အဖွဲ့ဝင်များသည် <a href="/m/redRain">အနီရောင်စာအိတ်မိုး</a> တွင် စာအိတ်များကို နှိပ်နိုင်ပါသည်။ သင့်အဖွဲ့ကို အသိပေးပါ။</p>',
    },
  },
];

/** The demo site's home content in EN and MY; popup HTML is stored as authored. */
const DEMO_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 'B',
    link: '/m/activity',
    EN: { title: 'Welcome credit: K 1,000 to play', content: 'New members get K 1,000.' },
    MY: { title: 'ကြိုဆိုလက်ဆောင် K 1,000 ဖြင့် ကစားပါ', content: 'အဖွဲ့ဝင်သစ်များ K 1,000 ရရှိမည်။' },
  },
  {
    type: 'B',
    link: '/m/home',
    EN: { title: 'Lottery draws every 5 minutes', content: 'Try the in-house lottery.' },
    MY: { title: '၅ မိနစ်တိုင်း ထီဖွင့်သည်', content: 'ကိုယ်ပိုင် ထီကို စမ်းကစားပါ။' },
  },
  ...[
    [
      'Welcome to ShweLucky! Over 600 games are waiting for you.',
      'ShweLucky မှ ကြိုဆိုပါသည်။ ဂိမ်း ၆၀၀ ကျော် စောင့်နေပါသည်။',
    ],
    [
      'Deposits and withdrawals are processed 24 hours a day.',
      'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်းကို ၂၄ နာရီ ဆောင်ရွက်ပေးပါသည်။',
    ],
    [
      'Scheduled maintenance: Sunday 02:00-03:00 (Yangon time).',
      'စနစ်ပြုပြင်ချိန်- တနင်္ဂနွေ ၀၂:၀၀-၀၃:၀၀ (ရန်ကုန်စံတော်ချိန်)။',
    ],
    [
      'Invite friends and earn a bonus for every friend who plays.',
      'သူငယ်ချင်းများကို ဖိတ်ခေါ်ပြီး ဆုကြေးရယူပါ။',
    ],
  ].map(([en, my]) => ({
    type: 'PL' as const,
    EN: { title: en ?? '', content: `<p>${en}</p>` },
    MY: { title: my ?? '', content: `<p>${my}</p>` },
  })),
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'CASHBACK',
    EN: {
      title: 'Weekly cashback',
      content:
        '<p>Get <b>10%</b> cashback on your losses every Monday.</p><p><a href="/m/activity">See all promotions</a></p>',
    },
    MY: {
      title: 'အပတ်စဉ် ငွေပြန်အမ်း',
      content:
        '<p>တနင်္လာနေ့တိုင်း ရှုံးငွေ၏ <b>10%</b> ပြန်ရယူပါ။</p><p><a href="/m/activity">ပရိုမိုးရှင်းအားလုံး ကြည့်ရန်</a></p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    EN: {
      title: 'Keep your account safe',
      content: `<p><b>Never</b> share your password or SMS code. Questions? <a href="${SUPPORT}">Ask us on Telegram</a>.</p>`,
    },
    MY: {
      title: 'သင့်အကောင့်ကို လုံခြုံအောင်ထားပါ',
      content: `<p>စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို <b>ဘယ်သူ့ကိုမျှ</b> မပေးပါနှင့်။ မေးစရာရှိပါက <a href="${SUPPORT}">Telegram တွင် မေးပါ</a>။</p>`,
    },
  },
  {
    type: 'PU',
    execution: 'B',
    promotionType: 'WELCOME',
    EN: {
      title: 'Join ShweLucky',
      content:
        '<p><b>New members</b> get K 1,000 to try over 600 games.</p><p><a href="/m/register">Register now</a> or <a href="/m/activity">see the promotions</a>.</p>',
    },
    MY: {
      title: 'ShweLucky တွင် ပါဝင်ပါ',
      content:
        '<p><b>အဖွဲ့ဝင်သစ်များ</b> ဂိမ်း ၆၀၀ ကျော် စမ်းကစားရန် K 1,000 ရရှိမည်။</p><p><a href="/m/register">ယခုပင် စာရင်းသွင်းပါ</a> သို့မဟုတ် <a href="/m/activity">ပရိုမိုးရှင်းများ ကြည့်ပါ</a>။</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    EN: {
      title: 'Play on your home screen',
      content: `<p>Add ShweLucky to your home screen for <b>one-tap</b> play. Need help? <a href="${SUPPORT}">Telegram support</a></p>`,
    },
    MY: {
      title: 'ပင်မမျက်နှာပြင်မှ ကစားပါ',
      content: `<p><b>တစ်ချက်နှိပ်</b>ရုံဖြင့် ကစားနိုင်ရန် ShweLucky ကို ပင်မမျက်နှာပြင်သို့ ထည့်ပါ။ အကူအညီလိုပါက <a href="${SUPPORT}">Telegram</a></p>`,
    },
  },
  {
    type: 'PU',
    execution: 'F',
    promotionType: 'WELCOME',
    EN: {
      title: 'Welcome aboard!',
      content:
        '<p>Thanks for joining. Your <b>welcome credit</b> is already in your wallet.</p><p><a href="/m/activity">Claim more bonuses</a></p>',
    },
    MY: {
      title: 'ကြိုဆိုပါသည်!',
      content:
        '<p>ပါဝင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ သင်၏ <b>ကြိုဆိုလက်ဆောင်</b> ပိုက်ဆံအိတ်ထဲ ရောက်ပြီ။</p><p><a href="/m/activity">ဆုကြေးများ ထပ်ယူပါ</a></p>',
    },
  },
  {
    type: 'H',
    EN: {
      title: 'New: in-house lottery',
      content: '<p>Our own lottery draws <b>every 5 minutes</b>. Try it from the home screen.</p>',
    },
    MY: {
      title: 'အသစ်- ကိုယ်ပိုင် ထီ',
      content: '<p>ကျွန်ုပ်တို့၏ ထီကို <b>၅ မိနစ်တိုင်း</b> ဖွင့်သည်။ ပင်မစာမျက်နှာမှ စမ်းကြည့်ပါ။</p>',
    },
  },
  {
    type: 'H',
    EN: {
      title: 'VIP levels are here',
      content: '<p>Play more, climb the <b>VIP</b> levels and unlock better rebates.</p>',
    },
    MY: {
      title: 'VIP အဆင့်များ ရောက်ပါပြီ',
      content: '<p>ပိုကစားပြီး <b>VIP</b> အဆင့်များ တက်ကာ ပိုကောင်းသော ပြန်အမ်းငွေ ရယူပါ။</p>',
    },
  },
  ...AGENT_ANNOUNCEMENTS,
];

/** The natural key of a seeded announcement: its type and English title, per site. */
const keyOf = (type: string, englishTitle: string) => `${type}:${englishTitle}`;

const existingKeys = async (db: Kysely<Database>, merchantId: number) => {
  const rows = await findAnnouncementTitles(db, merchantId, 'EN');
  return new Set(rows.map((r) => keyOf(r.type, r.title)));
};

/**
 * Marks the site a demo site (its outbox becomes readable) and adds each home announcement
 * it lacks, found by type and English title; running it again changes nothing.
 */
export const seedDemoAnnouncements = async (db: Kysely<Database>, code: string): Promise<void> => {
  await updateMerchant(db, code, { is_demo: 1 });
  const site = await findMerchantByCode(db, code);
  if (!site) throw new Error(`no site ${code} to seed announcements for`);
  const existing = await existingKeys(db, site.id);
  for (const [index, a] of DEMO_ANNOUNCEMENTS.entries()) {
    if (existing.has(keyOf(a.type, a.EN.title))) continue;
    await insertAnnouncement(
      db,
      {
        merchant_id: site.id,
        type: a.type,
        execution: a.execution ?? null,
        promotion_type: a.promotionType ?? null,
        image_url: null,
        link: a.link ?? null,
        sort: index,
        starts_at: null,
        ends_at: null,
        created_at: SEEDED_AT,
      },
      [
        { language: 'EN', ...a.EN },
        { language: 'MY', ...a.MY },
      ],
    );
  }
};
