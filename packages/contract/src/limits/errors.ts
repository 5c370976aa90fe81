import type { ErrorTexts } from '../error-texts.js';

/** Refusals of responsible play: each says why (the `value` carries `until` or the limit). */
export const LIMIT_ERRORS = {
  'member.restricted.timeout': {
    status: 403,
    EN: 'You are on a time-out: play and deposits are closed until it ends. You can still withdraw and read your records.',
    MY: 'သင် ခေတ္တရပ်နားထားသည်။ ပြီးဆုံးသည်အထိ ကစားခြင်းနှင့် ငွေသွင်းခြင်း မပြုနိုင်ပါ။ ငွေထုတ်ခြင်းနှင့် မှတ်တမ်းဖတ်ခြင်း ပြုနိုင်ပါသည်။',
  },
  'member.restricted.exclusion': {
    status: 403,
    EN: 'You have excluded yourself: play and deposits are closed until it ends. You can still withdraw and read your records.',
    MY: 'သင် ကိုယ်တိုင် ပိတ်ထားသည်။ ပြီးဆုံးသည်အထိ ကစားခြင်းနှင့် ငွေသွင်းခြင်း မပြုနိုင်ပါ။ ငွေထုတ်ခြင်းနှင့် မှတ်တမ်းဖတ်ခြင်း ပြုနိုင်ပါသည်။',
  },
  'limit.loss.reached': {
    status: 403,
    EN: 'This stake would take you over your loss limit.',
    MY: 'ဤလောင်းကြေးသည် သင်၏ အရှုံးကန့်သတ်ချက်ကို ကျော်လွန်စေပါမည်။',
  },
  'limit.deposit.reached': {
    status: 403,
    EN: 'This deposit would take you over your deposit limit.',
    MY: 'ဤငွေသွင်းမှုသည် သင်၏ ငွေသွင်းကန့်သတ်ချက်ကို ကျော်လွန်စေပါမည်။',
  },
  'restriction.cannot.shorten': {
    status: 409,
    EN: 'A time-out or self-exclusion in force cannot be shortened.',
    MY: 'လက်ရှိ ရပ်နားမှု သို့မဟုတ် ကိုယ်တိုင်ပိတ်ခြင်းကို တိုအောင် မလုပ်နိုင်ပါ။',
  },
} as const satisfies ErrorTexts;
