import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's promotions. */
export const PROMOTION_ADMIN_ERRORS = {
  'admin.promotion.not.found': {
    status: 404,
    EN: 'No such promotion on this site.',
    MY: 'ဤဆိုက်တွင် ဤပရိုမိုးရှင်း မရှိပါ။',
    ZH: '本站点没有该活动。',
  },
  'admin.promotion.kind.fixed': {
    status: 409,
    EN: 'A promotion keeps its kind: create a new one instead.',
    MY: 'ပရိုမိုးရှင်း၏ အမျိုးအစားကို ပြောင်း၍မရပါ။ အသစ်တစ်ခု ဖန်တီးပါ။',
    ZH: '活动类型不可更改，请新建一个活动。',
  },
  'admin.promotion.budget.below.paid': {
    status: 409,
    EN: 'The budget cannot be less than what the promotion has already paid.',
    MY: 'ဘတ်ဂျက်သည် ပရိုမိုးရှင်းက ပေးချေပြီးသော ပမာဏထက် မနည်းရပါ။',
    ZH: '预算不能低于该活动已发放的金额。',
  },
  'admin.promotion.category.unknown': {
    status: 400,
    EN: 'One of the categories does not exist on this site.',
    MY: 'အမျိုးအစားများထဲမှ တစ်ခုသည် ဤဆိုက်တွင် မရှိပါ။',
    ZH: '所选分类中有一个在本站点不存在。',
  },
  'admin.promotion.ended': {
    status: 409,
    EN: 'This promotion has ended: it can no longer be changed.',
    MY: 'ဤပရိုမိုးရှင်း ပြီးဆုံးသွားပြီ၊ ပြောင်းလဲ၍ မရတော့ပါ။',
    ZH: '该活动已结束，不能再修改。',
  },
  'admin.promotion.state': {
    status: 409,
    EN: 'The promotion is not in a state that allows this.',
    MY: 'ပရိုမိုးရှင်း၏ အခြေအနေသည် ဤလုပ်ဆောင်ချက်ကို ခွင့်မပြုပါ။',
    ZH: '该活动当前状态不允许此操作。',
  },
} as const satisfies AdminErrorTexts;
