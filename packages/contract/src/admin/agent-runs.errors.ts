import type { AdminErrorTexts } from '../error-texts.js';

/**
 * Refusals of the back office's agent runs: a top agent's rates set by the operator (a rate
 * below what the agent's direct members hold is rebate setup's `agent.rates.below.downline`),
 * and a commission payout that is not there.
 */
export const ADMIN_AGENT_RUNS_ERRORS = {
  'admin.rates.has.upline': {
    status: 409,
    EN: "This member has an upline: its rates are set by its upline on the agent's rebate setup.",
    MY: 'ဤအဖွဲ့ဝင်တွင် အထက်လူရှိသည်။ ၎င်း၏နှုန်းများကို အထက်လူက ကော်မရှင်သတ်မှတ်ချက်တွင် သတ်မှတ်သည်။',
    ZH: '该会员有上级：其返点由上级在代理返点设置中设定。',
  },
  'admin.rates.not.agent': {
    status: 409,
    EN: 'Only an agent account has rates to set.',
    MY: 'ကိုယ်စားလှယ်အကောင့်တွင်သာ သတ်မှတ်ရန်နှုန်းများ ရှိသည်။',
    ZH: '只有代理账号才能设置返点。',
  },
  'admin.rates.above.site': {
    status: 409,
    EN: "A rate cannot be above the site's own rate or highest prize group.",
    MY: 'နှုန်းသည် ဆိုက်၏ကိုယ်ပိုင်နှုန်း သို့မဟုတ် အမြင့်ဆုံးဆုအုပ်စုထက် မကျော်ရပါ။',
    ZH: '返点不能高于站点自身的返点或最高奖金组。',
  },
  'admin.commission.not.found': {
    status: 404,
    EN: 'No commission was paid to this agent for this day.',
    MY: 'ဤနေ့အတွက် ဤကိုယ်စားလှယ်ထံ ကော်မရှင် ပေးချေထားခြင်း မရှိပါ။',
    ZH: '该代理当天没有发放佣金。',
  },
} as const satisfies AdminErrorTexts;
