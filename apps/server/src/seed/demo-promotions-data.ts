import type { GameCategory, PromotionFrequency, PromotionKind } from '@lotto/contract';

/**
 * The demo site's promotions in EN and MY: one or more of every kind, in categories. Money in
 * minor units (K 1.00 = 100). Dates are fixed so every machine seeds the same rows.
 */

export const DEMO_CONTRIBUTIONS: Partial<Record<GameCategory, number>> = {
  RNG: 100,
  FISH: 100,
  PVP: 50,
  INHOUSE: 50,
  LIVE: 20,
  SPORTS: 50,
  ESPORTS: 50,
  COCKFIGHT: 50,
  ELOTT: 50,
  LOTT: 50,
};

export const DEMO_PROMOTION_CATEGORIES = [
  { key: 'hot', EN: 'Hot', MY: 'လူကြိုက်များ' },
  { key: 'daily', EN: 'Daily', MY: 'နေ့စဉ်' },
  { key: 'missions', EN: 'Missions', MY: 'မစ်ရှင်များ' },
  { key: 'deposit', EN: 'Deposit', MY: 'ငွေသွင်း' },
  { key: 'special', EN: 'Specials', MY: 'အထူး' },
] as const;
export type DemoCategoryKey = (typeof DEMO_PROMOTION_CATEGORIES)[number]['key'];

interface Texts {
  title: string;
  content: string;
}

export interface DemoPromotion {
  kind: PromotionKind;
  categories: DemoCategoryKey[];
  startsAt: number;
  endsAt: number | null;
  frequency: PromotionFrequency;
  budgetMinor: number;
  rewardMinor?: number;
  percent?: number;
  capMinor?: number;
  missionCategory?: GameCategory;
  missionTargetMinor?: number;
  turnoverMultiplier: number;
  images: number;
  EN: Texts;
  MY: Texts;
}

const OPENED = Date.UTC(2026, 0, 1);
const PLAYERS_AND_AGENTS = [0, 1, 2, 41, 42];
export const DEMO_MEMBER_TYPES = PLAYERS_AND_AGENTS;

const rules = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    kind: 'sign_in',
    categories: ['hot', 'daily'],
    startsAt: OPENED,
    endsAt: null,
    frequency: 'daily',
    budgetMinor: 500_000_000,
    rewardMinor: 50_000,
    turnoverMultiplier: 3,
    images: 2,
    EN: {
      title: 'Daily Check-in Bonus K 500',
      content: `<p>Sign in every day and collect a <b>K 500</b> bonus, once per day (Myanmar time).</p>${rules(['Tap <b>Claim</b> on this page; the bonus goes to your balance at once.', 'Play through the bonus 3 times before you withdraw it.', 'One claim per member per day; days reset at midnight Myanmar time.'])}`,
    },
    MY: {
      title: 'နေ့စဉ် ဝင်ရောက်ဆု K 500',
      content: `<p>နေ့တိုင်း ဝင်ရောက်ပြီး <b>K 500</b> ဘောနပ်စ်ကို တစ်ရက်လျှင် တစ်ကြိမ် (မြန်မာစံတော်ချိန်) ရယူပါ။</p>${rules(['ဤစာမျက်နှာရှိ <b>ရယူမည်</b> ကို နှိပ်ပါ၊ ဘောနပ်စ်သည် သင့်လက်ကျန်ငွေထဲသို့ ချက်ချင်း ဝင်ပါမည်။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၃ ဆ လောင်းကစားရပါမည်။', 'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ရက် တစ်ကြိမ်သာ၊ မြန်မာစံတော်ချိန် သန်းခေါင်တွင် ပြန်စသည်။'])}`,
    },
  },
  {
    kind: 'bet_mission',
    categories: ['hot', 'missions', 'daily'],
    startsAt: OPENED,
    endsAt: null,
    frequency: 'daily',
    budgetMinor: 200_000_000,
    rewardMinor: 100_000,
    missionCategory: 'RNG',
    missionTargetMinor: 20_000,
    turnoverMultiplier: 5,
    images: 2,
    EN: {
      title: 'Slot Mission: Spin K 200, Win K 1,000',
      content: `<p>Join the mission, then reach a <b>K 200</b> valid stake on slot games today to unlock a <b>K 1,000</b> bonus.</p>${rules(['Only settled slot rounds after you join count (100 % of the stake).', 'The mission resets every day at midnight Myanmar time.', 'Play through the bonus 5 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'စလော့ မစ်ရှင်- K 200 ကစားပြီး K 1,000 ရယူပါ',
      content: `<p>မစ်ရှင်သို့ ဝင်ပါ၊ ထို့နောက် ယနေ့ စလော့ဂိမ်းများတွင် အကျုံးဝင်သော လောင်းကြေး <b>K 200</b> ပြည့်အောင် ကစားပြီး <b>K 1,000</b> ဘောနပ်စ် ရယူပါ။</p>${rules(['ဝင်ပြီးနောက် ပြီးဆုံးသော စလော့ပွဲများသာ ရေတွက်သည် (လောင်းကြေး၏ 100 %)။', 'မစ်ရှင်သည် မြန်မာစံတော်ချိန် သန်းခေါင်တိုင်း ပြန်စသည်။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၅ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
  {
    kind: 'bet_mission',
    categories: ['hot', 'missions'],
    startsAt: OPENED,
    endsAt: null,
    frequency: 'once',
    budgetMinor: 100_000_000,
    rewardMinor: 30_000,
    missionCategory: 'RNG',
    missionTargetMinor: 10_000,
    turnoverMultiplier: 3,
    images: 1,
    EN: {
      title: 'Welcome Mission: Spin K 100, Get K 300',
      content: `<p>New here? Join, then reach a <b>K 100</b> valid stake on slot games and claim <b>K 300</b>.</p>${rules(['Only settled slot rounds after you join count (100 % of the stake).', 'Once per member; the bonus waits in the Reward Centre until you claim it.', 'Play through the bonus 3 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'ကြိုဆို မစ်ရှင်- K 100 ကစားပြီး K 300 ရယူပါ',
      content: `<p>အသစ်ရောက်လာပါသလား။ ပါဝင်ပြီး စလော့ဂိမ်းများတွင် အကျုံးဝင်သော လောင်းကြေး <b>K 100</b> ပြည့်အောင် ကစားကာ <b>K 300</b> ရယူပါ။</p>${rules(['ဝင်ပြီးနောက် ပြီးဆုံးသော စလော့ပွဲများသာ ရေတွက်သည် (လောင်းကြေး၏ 100 %)။', 'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်သာ၊ ဘောနပ်စ်သည် သင်ရယူသည်အထိ ဆုလာဘ်စင်တာတွင် စောင့်နေပါမည်။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၃ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
  {
    kind: 'bet_mission',
    categories: ['missions'],
    startsAt: OPENED,
    endsAt: Date.UTC(2027, 11, 31, 17, 30),
    frequency: 'once',
    budgetMinor: 100_000_000,
    rewardMinor: 300_000,
    missionCategory: 'LIVE',
    missionTargetMinor: 1_000_000,
    turnoverMultiplier: 5,
    images: 1,
    EN: {
      title: 'Live Casino Challenge: K 3,000 Reward',
      content: `<p>Reach a <b>K 10,000</b> valid stake at the live tables and claim <b>K 3,000</b>.</p>${rules(['Live casino stakes count at 20 %.', 'Once per member while the challenge runs.', 'Play through the bonus 5 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'တိုက်ရိုက် ကာစီနို စိန်ခေါ်မှု- K 3,000 ဆု',
      content: `<p>တိုက်ရိုက်စားပွဲများတွင် အကျုံးဝင်သော လောင်းကြေး <b>K 10,000</b> ပြည့်ပြီး <b>K 3,000</b> ရယူပါ။</p>${rules(['တိုက်ရိုက် ကာစီနို လောင်းကြေးကို 20 % ဖြင့် ရေတွက်သည်။', 'စိန်ခေါ်မှု ကာလအတွင်း အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ကြိမ်သာ။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၅ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
  {
    kind: 'first_deposit',
    categories: ['hot', 'deposit'],
    startsAt: OPENED,
    endsAt: null,
    frequency: 'once',
    budgetMinor: 1_000_000_000,
    percent: 100,
    capMinor: 5_000_000,
    turnoverMultiplier: 10,
    images: 2,
    EN: {
      title: 'First Deposit 100% Bonus up to K 50,000',
      content: `<p>Join before your first deposit and we double it: <b>100 %</b> of the deposit, up to <b>K 50,000</b>.</p>${rules(['Join first, then make your first deposit.', 'The bonus waits in the Reward Centre; claim it there.', 'Play through the bonus 10 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'ပထမဆုံး ငွေသွင်း 100% ဘောနပ်စ် K 50,000 အထိ',
      content: `<p>ပထမဆုံး ငွေမသွင်းမီ ပါဝင်ပါ၊ သင့်ငွေသွင်းမှုကို နှစ်ဆ ပေးပါမည်- ငွေသွင်းမှု၏ <b>100 %</b>၊ <b>K 50,000</b> အထိ။</p>${rules(['ဦးစွာ ပါဝင်ပြီးမှ ပထမဆုံး ငွေသွင်းပါ။', 'ဘောနပ်စ်သည် ဆုလာဘ်စင်တာတွင် စောင့်နေပါမည်၊ ထိုနေရာတွင် ရယူပါ။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၁၀ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
  {
    kind: 'manual',
    categories: ['special'],
    startsAt: OPENED,
    endsAt: Date.UTC(2027, 5, 30, 17, 30),
    frequency: 'once',
    budgetMinor: 50_000_000,
    rewardMinor: 200_000,
    turnoverMultiplier: 3,
    images: 1,
    EN: {
      title: 'Share Your Big Win: K 2,000',
      content: `<p>Hit a big win? Share it with friends and send us a screenshot: we reward the post with <b>K 2,000</b>.</p>${rules(['Apply with a short comment and up to 3 screenshots (PNG or JPG, 5 MB each).', 'Our team checks each application within 24 hours.', 'Play through the bonus 3 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'သင့် အနိုင်ကြီးကို မျှဝေပါ- K 2,000',
      content: `<p>အနိုင်ကြီး ရခဲ့ပါသလား။ သူငယ်ချင်းများနှင့် မျှဝေပြီး ဖန်သားပြင်ဓာတ်ပုံ ပို့ပါ- <b>K 2,000</b> ဆုချပါမည်။</p>${rules(['မှတ်ချက်တိုနှင့် ဖန်သားပြင်ဓာတ်ပုံ ၃ ပုံအထိ (PNG သို့မဟုတ် JPG၊ တစ်ပုံလျှင် 5 MB) ဖြင့် လျှောက်ထားပါ။', 'ကျွန်ုပ်တို့အဖွဲ့က လျှောက်လွှာတိုင်းကို ၂၄ နာရီအတွင်း စစ်ဆေးပါသည်။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၃ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
  {
    kind: 'sign_in',
    categories: ['special'],
    startsAt: Date.UTC(2027, 3, 12, 17, 30),
    endsAt: Date.UTC(2027, 3, 17, 17, 30),
    frequency: 'daily',
    budgetMinor: 100_000_000,
    rewardMinor: 150_000,
    turnoverMultiplier: 3,
    images: 1,
    EN: {
      title: 'Thingyan Water Festival: K 1,500 a Day',
      content: `<p>Celebrate Thingyan with us: claim <b>K 1,500</b> every day of the festival.</p>${rules(['Opens on the first day of Thingyan.', 'One claim per member per day.', 'Play through the bonus 3 times before you withdraw it.'])}`,
    },
    MY: {
      title: 'သင်္ကြန် ရေကစားပွဲတော်- တစ်ရက် K 1,500',
      content: `<p>ကျွန်ုပ်တို့နှင့်အတူ သင်္ကြန်ကို ဆင်နွှဲပါ- ပွဲတော်ရက်တိုင်း <b>K 1,500</b> ရယူပါ။</p>${rules(['သင်္ကြန် ပထမနေ့တွင် စတင်ပါမည်။', 'အဖွဲ့ဝင်တစ်ဦးလျှင် တစ်ရက် တစ်ကြိမ်သာ။', 'ငွေမထုတ်မီ ဘောနပ်စ်ကို ၃ ဆ လောင်းကစားရပါမည်။'])}`,
    },
  },
];
