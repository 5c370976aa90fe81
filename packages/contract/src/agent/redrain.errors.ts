import type { ErrorTexts } from '../error-texts.js';

/** Refusals of red envelope rain: the round's state, the member's eligibility, its one claim. */
export const RED_RAIN_ERRORS = {
  /** No round of this site by that id, or one the member is not in (another agent's team). */
  'redRain.round.notFound': {
    status: 404,
    EN: 'There is no such red envelope round.',
    MY: 'ထိုစာအိတ်နီ အကြိမ် မရှိပါ။',
    ZH: '没有该红包雨场次。',
  },
  'redRain.round.notStarted': {
    status: 409,
    EN: 'This round has not started yet. Please wait for the countdown.',
    MY: 'ဤအကြိမ် မစသေးပါ။ နောက်ပြန်ရေတွက်ချိန် ပြီးသည်အထိ စောင့်ပါ။',
  },
  'redRain.round.over': {
    status: 409,
    EN: 'This round is over. Please wait for the next one.',
    MY: 'ဤအကြိမ် ပြီးသွားပါပြီ။ နောက်တစ်ကြိမ်ကို စောင့်ပါ။',
    ZH: '该场次已结束，请等待下一场。',
  },
  'redRain.round.empty': {
    status: 409,
    EN: 'Every red envelope of this round has been taken.',
    MY: 'ဤအကြိမ်၏ စာအိတ်နီအားလုံး ကုန်သွားပါပြီ။',
  },
  'redRain.claimed': {
    status: 409,
    EN: 'You have already opened a red envelope in this round.',
    MY: 'ဤအကြိမ်တွင် စာအိတ်နီ ဖွင့်ပြီးပါပြီ။',
  },
  /** Today's deposit or valid stake is below the round's minimum. */
  'redRain.notEligible': {
    status: 403,
    EN: "You do not meet this round's requirement for today yet.",
    MY: 'ယနေ့အတွက် ဤအကြိမ်၏ လိုအပ်ချက်ကို မပြည့်မီသေးပါ။',
  },
  /** The back office named an agent the site does not have. */
  'redRain.agent.notFound': {
    status: 400,
    EN: 'There is no agent with that username.',
    MY: 'ထိုအသုံးပြုသူအမည်ဖြင့် ကိုယ်စားလှယ် မရှိပါ။',
    ZH: '没有该用户名的代理。',
  },
} as const satisfies ErrorTexts;
