import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of managing operators. */
export const ADMIN_OPERATORS_ERRORS = {
  'admin.operator.not.found': {
    status: 404,
    EN: 'No such operator.',
    MY: 'ဤအော်ပရေတာ မရှိပါ။',
    ZH: '没有此操作员。',
  },
  'admin.operator.username.taken': {
    status: 409,
    EN: 'Another operator already has this username.',
    MY: 'ဤအသုံးပြုသူအမည်ကို အခြားအော်ပရေတာတစ်ဦး အသုံးပြုပြီးဖြစ်သည်။',
    ZH: '该用户名已被其他操作员使用。',
  },
  'admin.operator.self.disable': {
    status: 409,
    EN: 'You cannot disable your own account.',
    MY: 'သင့်ကိုယ်ပိုင်အကောင့်ကို ပိတ်၍မရပါ။',
    ZH: '不能停用自己的账号。',
  },
  'admin.operator.self.role': {
    status: 409,
    EN: 'You cannot change your own role.',
    MY: 'သင့်ကိုယ်ပိုင်အခန်းကဏ္ဍကို ပြောင်း၍မရပါ။',
    ZH: '不能更改自己的角色。',
  },
  'admin.operator.last.owner': {
    status: 409,
    EN: 'This is the last enabled owner: it cannot be disabled or given another role.',
    MY: 'ဤသူသည် နောက်ဆုံးဖွင့်ထားသော ပိုင်ရှင်ဖြစ်သည်။ ပိတ်ခြင်း သို့မဟုတ် အခန်းကဏ္ဍပြောင်းခြင်း မပြုနိုင်ပါ။',
    ZH: '这是最后一个启用的所有者：不能停用或更改其角色。',
  },
} as const satisfies AdminErrorTexts;
