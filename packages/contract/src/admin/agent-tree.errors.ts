import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of moving a member in the back office's agent tree. */
export const AGENT_TREE_ERRORS = {
  'admin.tree.upline.not.agent': {
    status: 409,
    EN: 'The new upline must be an agent account.',
    MY: 'အထက်လူသစ်သည် ကိုယ်စားလှယ်အကောင့် ဖြစ်ရမည်။',
    ZH: '新上级必须是代理账号。',
  },
  'admin.tree.cycle': {
    status: 409,
    EN: 'A member cannot go under itself or a member of its own team.',
    MY: 'အဖွဲ့ဝင်တစ်ဦးကို ၎င်းကိုယ်တိုင် သို့မဟုတ် ၎င်း၏အဖွဲ့ဝင်အောက်သို့ မရွှေ့နိုင်ပါ။',
    ZH: '会员不能移到自己或自己团队成员的下级。',
  },
  'admin.tree.trial': {
    status: 409,
    EN: 'A free trial account has no upline and cannot be moved.',
    MY: 'အခမဲ့စမ်းသပ်အကောင့်တွင် အထက်လူမရှိသဖြင့် ရွှေ့၍မရပါ။',
    ZH: '免费试玩账号没有上级，不能移动。',
  },
  'admin.tree.same.upline': {
    status: 409,
    EN: 'The member is already under this upline.',
    MY: 'ဤအဖွဲ့ဝင်သည် ဤအထက်လူအောက်တွင် ရှိပြီးဖြစ်သည်။',
    ZH: '该会员已在此上级之下。',
  },
} as const satisfies AdminErrorTexts;
