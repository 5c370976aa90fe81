import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's member management and feedback replies. */
export const ADMIN_MEMBER_ERRORS = {
  'admin.member.locked': {
    status: 409,
    EN: 'This account is already locked.',
    MY: 'ဤအကောင့်ကို သော့ခတ်ပြီးဖြစ်သည်။',
    ZH: '该账号已被锁定。',
  },
  'admin.member.not.locked': {
    status: 409,
    EN: 'This account is not locked.',
    MY: 'ဤအကောင့်ကို သော့မခတ်ထားပါ။',
    ZH: '该账号未被锁定。',
  },
  'admin.member.type.same': {
    status: 409,
    EN: 'The member already has this type.',
    MY: 'ဤအဖွဲ့ဝင်တွင် ဤအမျိုးအစား ရှိပြီးဖြစ်သည်။',
    ZH: '该会员已是此类型。',
  },
  'admin.member.type.invalid': {
    status: 400,
    EN: 'This is not a member type an operator may give.',
    MY: 'ဤအမျိုးအစားကို အော်ပရေတာက မပေးနိုင်ပါ။',
    ZH: '操作员不能设置此会员类型。',
  },
  'admin.member.type.trial': {
    status: 409,
    EN: 'A free trial account keeps its type.',
    MY: 'အခမဲ့စမ်းသပ်အကောင့်၏ အမျိုးအစားကို မပြောင်းနိုင်ပါ။',
    ZH: '免费试玩账号不能更改类型。',
  },
  'admin.member.type.team': {
    status: 409,
    EN: 'An agent with a team cannot become a player: move the team first.',
    MY: 'အဖွဲ့ရှိသော ကိုယ်စားလှယ်ကို ကစားသမားအဖြစ် မပြောင်းနိုင်ပါ။ အဖွဲ့ကို အရင်ရွှေ့ပါ။',
    ZH: '有团队的代理不能改为玩家：请先转移其团队。',
  },
  'admin.limit.looser': {
    status: 409,
    EN: 'An operator may only make a limit stricter: the new limit is above the one in force.',
    MY: 'အော်ပရေတာသည် ကန့်သတ်ချက်ကို ပိုတင်းကျပ်အောင်သာ လုပ်နိုင်သည်။ ကန့်သတ်ချက်အသစ်သည် လက်ရှိထက် မြင့်နေသည်။',
    ZH: '操作员只能收紧限额：新限额高于当前生效的限额。',
  },
  'admin.restriction.shorter': {
    status: 409,
    EN: 'A restriction in force ends later: an operator never shortens one.',
    MY: 'လက်ရှိကန့်သတ်မှုသည် ပိုနောက်ကျမှ ပြီးဆုံးသည်။ အော်ပရေတာသည် ၎င်းကို မတိုစေနိုင်ပါ။',
    ZH: '当前生效的限制结束得更晚：操作员不能缩短限制。',
  },
  'admin.feedback.not.found': {
    status: 404,
    EN: 'No such feedback.',
    MY: 'ဤအကြံပြုချက် မရှိပါ။',
    ZH: '没有该反馈。',
  },
  'admin.feedback.image.not.found': {
    status: 404,
    EN: 'No such image.',
    MY: 'ဤပုံ မရှိပါ။',
    ZH: '没有该图片。',
  },
} as const satisfies AdminErrorTexts;
