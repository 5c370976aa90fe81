import type { ErrorTexts } from '../error-texts.js';

/** Errors of betting on scheduled matches. */
export const SPORTS_ERRORS = {
  'sports.match.closed': {
    status: 409,
    EN: 'Betting on this match has closed: it has already kicked off.',
    MY: 'ဤပွဲစဉ်အတွက် လောင်းကြေးပိတ်သွားပြီ။ ပွဲစတင်ပြီးဖြစ်သည်။',
  },
  'sports.match.not.exist': {
    status: 404,
    EN: 'This match is not offered in this game.',
    MY: 'ဤပွဲစဉ်ကို ဤဂိမ်းတွင် မရရှိနိုင်ပါ။',
  },
  'sports.bet.pending': {
    status: 409,
    EN: 'This bet is settled when its match ends.',
    MY: 'ဤလောင်းကြေးကို ပွဲပြီးဆုံးချိန်တွင် ရှင်းလင်းပေးပါမည်။',
  },
} as const satisfies ErrorTexts;
