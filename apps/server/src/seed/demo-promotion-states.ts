import type { PromotionBody } from '@lotto/contract';
import { recordAudit } from '../modules/backoffice/index.js';
import {
  createPromotion,
  findPromotionIdByTitle,
  movePromotion,
} from '../modules/promotions/index.js';
import { demoOperatorCtx } from './demo-operators.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * Promotions the content operator made and stopped, through the back office's services: one
 * paused (fish games under maintenance) and one ended early, so the promotions page shows every
 * state beside the running and scheduled ones of the demo data. Members are offered neither.
 */

const rules = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const FISHING: PromotionBody = {
  kind: 'bet_mission',
  categoryIds: [],
  sort: 20,
  startsAt: Date.UTC(2026, 9, 1, 17, 30),
  endsAt: null,
  frequency: 'daily',
  memberTypes: [0, 1, 2, 41, 42],
  budget: '500000.00',
  reward: '800.00',
  percent: null,
  cap: null,
  missionCategory: 'FISH',
  missionTarget: '15000.00',
  referralDays: null,
  turnoverMultiplier: 3,
  imageUrl: null,
  texts: {
    EN: {
      title: 'Fishing Frenzy: K 800 a Day',
      content: `<p>Stake <b>K 15,000</b> on fish games in a day and claim <b>K 800</b>.</p>${rules(['Join first: stakes count from the moment you join.', 'One reward per member per day.'])}`,
    },
    MY: {
      title: 'ငါးဖမ်းပွဲတော်- တစ်ရက် K 800',
      content: `<p>တစ်ရက်အတွင်း ငါးဖမ်းဂိမ်းများတွင် <b>K 15,000</b> လောင်းပြီး <b>K 800</b> ရယူပါ။</p>${rules(['ဦးစွာ ပါဝင်ပါ- ပါဝင်သည့်အချိန်မှစ၍ လောင်းကြေးများကို ရေတွက်ပါသည်။', 'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ရက် ဆုတစ်ခုသာ။'])}`,
    },
  },
};

const AUTUMN: PromotionBody = {
  kind: 'sign_in',
  categoryIds: [],
  sort: 21,
  startsAt: Date.UTC(2026, 9, 24, 17, 30),
  endsAt: Date.UTC(2026, 11, 31, 17, 30),
  frequency: 'daily',
  memberTypes: [0],
  budget: '200000.00',
  reward: '300.00',
  percent: null,
  cap: null,
  missionCategory: null,
  missionTarget: null,
  referralDays: null,
  turnoverMultiplier: 3,
  imageUrl: null,
  texts: {
    EN: {
      title: 'Autumn Check-in: K 300 a Day',
      content: `<p>Check in every day of the season and claim <b>K 300</b>.</p>${rules(['One claim per member per day.'])}`,
    },
    MY: {
      title: 'ဆောင်းဦး ဝင်ရောက်ဆု- တစ်ရက် K 300',
      content: `<p>ရာသီအတွင်း နေ့တိုင်း ဝင်ရောက်ပြီး <b>K 300</b> ရယူပါ။</p>${rules(['အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ရက် တစ်ကြိမ်သာ။'])}`,
    },
  },
};

const DEMO_PAUSED_PROMOTION = FISHING.texts.EN?.title ?? '';

export const seedDemoPromotionStates = async (ctx: SeedCtx, merchantCode: string) => {
  const content = await demoOperatorCtx(ctx, merchantCode, 'demo_content');
  if (await findPromotionIdByTitle(content, content.site.id, DEMO_PAUSED_PROMOTION)) return;
  const fishing = await createPromotion(content, FISHING, recordAudit);
  await movePromotion(
    content,
    fishing.id,
    'pause',
    'Fish games under vendor maintenance this week.',
    recordAudit,
  );
  const autumn = await createPromotion(content, AUTUMN, recordAudit);
  await movePromotion(
    content,
    autumn.id,
    'end',
    'Budget moved to the Thingyan festival.',
    recordAudit,
  );
};
