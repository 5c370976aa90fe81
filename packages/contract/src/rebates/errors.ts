import type { ErrorTexts } from '../error-texts.js';

/** Errors of rebates and the transfer to the superior. */
export const REBATE_ERRORS = {
  'rebate.nothing.to.claim': {
    status: 409,
    EN: 'There is no rebate to claim yet.',
    MY: 'ထုတ်ယူရန် ပြန်အမ်းငွေ မရှိသေးပါ။',
  },
  'upline.not.exist': {
    status: 403,
    EN: 'You have no superior to transfer to.',
    MY: 'လွှဲပေးရန် အထက်လူ မရှိပါ။',
  },
  'upline.transfer.not.allowed': {
    status: 403,
    EN: 'Your account cannot transfer to its superior.',
    MY: 'သင့်အကောင့်မှ အထက်လူသို့ လွှဲ၍မရပါ။',
  },
  'transfer.amount.invalid': {
    status: 400,
    EN: 'Enter an amount greater than zero.',
    MY: 'သုညထက် ကြီးသော ပမာဏကို ထည့်ပါ။',
  },
} as const satisfies ErrorTexts;
