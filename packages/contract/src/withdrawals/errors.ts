import type { ErrorTexts } from '../error-texts.js';

/** Errors of withdrawals, bank cards and the turnover requirement. */
export const WITHDRAWAL_ERRORS = {
  'withdraw.bank.not.exist': {
    status: 404,
    EN: 'This bank is not on the list.',
    MY: 'ဤဘဏ်သည် စာရင်းတွင် မပါဝင်ပါ။',
  },
  'withdraw.card.number.invalid': {
    status: 400,
    EN: 'The account number is not valid for this bank.',
    MY: 'ဤဘဏ်အတွက် အကောင့်နံပါတ် မမှန်ကန်ပါ။',
  },
  'withdraw.card.payee.mismatch': {
    status: 400,
    EN: 'The account holder must be your payee name.',
    MY: 'အကောင့်ပိုင်ရှင်အမည်သည် သင့်ငွေလက်ခံသူအမည် ဖြစ်ရပါမည်။',
  },
  'withdraw.card.exists': {
    status: 409,
    EN: 'This account is already on your list.',
    MY: 'ဤအကောင့်သည် သင့်စာရင်းတွင် ရှိပြီးဖြစ်သည်။',
  },
  'withdraw.card.limit': {
    status: 409,
    EN: 'You have the most accounts allowed. Remove one first.',
    MY: 'ခွင့်ပြုထားသော အကောင့်အရေအတွက် ပြည့်နေပါပြီ။ တစ်ခုကို အရင်ဖယ်ရှားပါ။',
  },
  'withdraw.card.not.exist': {
    status: 404,
    EN: 'This account does not exist.',
    MY: 'ဤအကောင့် မရှိပါ။',
  },
  'withdraw.amount.min': {
    status: 400,
    EN: 'The amount is below the minimum withdrawal.',
    MY: 'ပမာဏသည် အနည်းဆုံး ငွေထုတ်ပမာဏထက် နည်းနေသည်။',
  },
  'withdraw.amount.max': {
    status: 400,
    EN: 'The amount is above the maximum withdrawal.',
    MY: 'ပမာဏသည် အများဆုံး ငွေထုတ်ပမာဏထက် များနေသည်။',
  },
  'withdraw.turnover.outstanding': {
    status: 403,
    EN: 'Your bonus turnover is not complete yet: play the amount left first.',
    MY: 'ဘောနပ်စ် လောင်းကြေးပမာဏ မပြည့်သေးပါ- ကျန်ပမာဏကို အရင်ကစားပါ။',
  },
  'withdraw.vip.count': {
    status: 403,
    EN: 'You have made all the withdrawals your VIP level allows today.',
    MY: 'သင့် VIP အဆင့်အတွက် ယနေ့ ငွေထုတ်ခွင့် အကြိမ်ရေ ပြည့်သွားပါပြီ။',
  },
  'withdraw.vip.amount': {
    status: 403,
    EN: 'This would pass the daily withdrawal limit of your VIP level.',
    MY: 'ဤပမာဏသည် သင့် VIP အဆင့်၏ တစ်ရက် ငွေထုတ်ကန့်သတ်ချက်ကို ကျော်လွန်ပါမည်။',
  },
  'withdraw.not.exist': {
    status: 404,
    EN: 'This withdrawal does not exist.',
    MY: 'ဤငွေထုတ်မှု မရှိပါ။',
    ZH: '该提款不存在。',
  },
  'withdraw.not.pending': {
    status: 409,
    EN: 'This withdrawal is no longer pending.',
    MY: 'ဤငွေထုတ်မှုသည် ဆိုင်းငံ့ထားခြင်း မဟုတ်တော့ပါ။',
    ZH: '该提款已不在待处理状态。',
  },
  'withdraw.approval.same.operator': {
    status: 409,
    EN: 'A second approval must come from a different operator.',
    MY: 'ဒုတိယ အတည်ပြုချက်ကို အခြားအော်ပရေတာတစ်ဦးက ပေးရပါမည်။',
    ZH: '第二次审批必须由另一位操作员完成。',
  },
} as const satisfies ErrorTexts;
