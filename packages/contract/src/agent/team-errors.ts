import type { ErrorTexts } from '../error-texts.js';

/** Refusals of team management, transfers to downlines and open account. */
export const TEAM_OPS_ERRORS = {
  /** The member (a transfer's receiver, a drilled-into sub-agent) is not in the caller's team. */
  'team.member.not.found': {
    status: 403,
    EN: 'This member is not in your team.',
    MY: 'ဤအဖွဲ့ဝင်သည် သင့်အဖွဲ့တွင် မရှိပါ။',
  },
  /** The same member twice in one multiple transfer. */
  'team.transfer.duplicate': {
    status: 400,
    EN: 'Each member may appear only once in a transfer.',
    MY: 'လွှဲပြောင်းမှုတစ်ခုတွင် အဖွဲ့ဝင်တစ်ဦးကို တစ်ကြိမ်သာ ထည့်နိုင်သည်။',
  },
  /** Open account or a link with a type the agent may not open. */
  'team.type.not.allowed': {
    status: 400,
    EN: 'You may open a player or an agent of your own kind only.',
    MY: 'ကစားသမား သို့မဟုတ် သင့်အမျိုးအစားတူ ကိုယ်စားလှယ်ကိုသာ ဖွင့်နိုင်သည်။',
  },
  'team.link.not.found': {
    status: 404,
    EN: 'This link no longer exists.',
    MY: 'ဤလင့်ခ် မရှိတော့ပါ။',
  },
  'team.link.limit': {
    status: 400,
    EN: 'You have the most links allowed. Delete one first.',
    MY: 'ခွင့်ပြုထားသော လင့်ခ်အရေအတွက် ပြည့်နေပါပြီ။ တစ်ခုကို အရင်ဖျက်ပါ။',
  },
} as const satisfies ErrorTexts;
