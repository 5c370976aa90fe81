import type { ErrorTexts } from '../error-texts.js';

/** Refusals of the back office's member management and feedback replies. */
export const ADMIN_MEMBER_ERRORS = {
  'admin.member.locked': {
    status: 409,
    EN: 'This account is already locked.',
    MY: 'ဤအကောင့်ကို သော့ခတ်ပြီးဖြစ်သည်။',
  },
  'admin.member.not.locked': {
    status: 409,
    EN: 'This account is not locked.',
    MY: 'ဤအကောင့်ကို သော့မခတ်ထားပါ။',
  },
  'admin.member.type.same': {
    status: 409,
    EN: 'The member already has this type.',
    MY: 'ဤအဖွဲ့ဝင်တွင် ဤအမျိုးအစား ရှိပြီးဖြစ်သည်။',
  },
  'admin.member.type.invalid': {
    status: 400,
    EN: 'This is not a member type an operator may give.',
    MY: 'ဤအမျိုးအစားကို အော်ပရေတာက မပေးနိုင်ပါ။',
  },
  'admin.member.type.trial': {
    status: 409,
    EN: 'A free trial account keeps its type.',
    MY: 'အခမဲ့စမ်းသပ်အကောင့်၏ အမျိုးအစားကို မပြောင်းနိုင်ပါ။',
  },
  'admin.member.type.team': {
    status: 409,
    EN: 'An agent with a team cannot become a player: move the team first.',
    MY: 'အဖွဲ့ရှိသော ကိုယ်စားလှယ်ကို ကစားသမားအဖြစ် မပြောင်းနိုင်ပါ။ အဖွဲ့ကို အရင်ရွှေ့ပါ။',
  },
  'admin.limit.looser': {
    status: 409,
    EN: 'An operator may only make a limit stricter: the new limit is above the one in force.',
    MY: 'အော်ပရေတာသည် ကန့်သတ်ချက်ကို ပိုတင်းကျပ်အောင်သာ လုပ်နိုင်သည်။ ကန့်သတ်ချက်အသစ်သည် လက်ရှိထက် မြင့်နေသည်။',
  },
  'admin.restriction.shorter': {
    status: 409,
    EN: 'A restriction in force ends later: an operator never shortens one.',
    MY: 'လက်ရှိကန့်သတ်မှုသည် ပိုနောက်ကျမှ ပြီးဆုံးသည်။ အော်ပရေတာသည် ၎င်းကို မတိုစေနိုင်ပါ။',
  },
  'admin.feedback.not.found': {
    status: 404,
    EN: 'No such feedback.',
    MY: 'ဤအကြံပြုချက် မရှိပါ။',
  },
  'admin.feedback.image.not.found': {
    status: 404,
    EN: 'No such image.',
    MY: 'ဤပုံ မရှိပါ။',
  },
} as const satisfies ErrorTexts;
