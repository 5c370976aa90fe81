import type { ErrorTexts } from '../error-texts.js';

/** Refusals of rebate setup. */
export const AGENT_RATES_ERRORS = {
  'agent.rates.above.own': {
    status: 409,
    EN: 'A rate cannot be above your own.',
    MY: 'နှုန်းသည် သင့်ကိုယ်ပိုင်နှုန်းထက် မကျော်ရပါ။',
  },
  'agent.rates.below.downline': {
    status: 409,
    EN: "A rate cannot go below what this agent's own members hold.",
    MY: 'ဤကိုယ်စားလှယ်၏ အဖွဲ့ဝင်များ ရရှိထားသည့်နှုန်းထက် မလျှော့နိုင်ပါ။',
    ZH: '返点不能低于该代理自己的会员所持有的返点。',
  },
  'agent.rates.raise.unconfirmed': {
    status: 409,
    EN: 'Please confirm raising the rate.',
    MY: 'နှုန်းမြှင့်ခြင်းကို အတည်ပြုပါ။',
    ZH: '请确认提高返点。',
  },
  'agent.rates.not.direct': {
    status: 403,
    EN: 'You can set rates only for your direct members.',
    MY: 'သင့်တိုက်ရိုက်အဖွဲ့ဝင်များအတွက်သာ နှုန်းသတ်မှတ်နိုင်သည်။',
  },
  'agent.member.not.in.team': {
    status: 404,
    EN: 'This member is not in your team.',
    MY: 'ဤအဖွဲ့ဝင်သည် သင့်အဖွဲ့တွင် မရှိပါ။',
  },
} as const satisfies ErrorTexts;
