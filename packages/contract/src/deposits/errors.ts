import type { ErrorTexts } from '../error-texts.js';

/**
 * Errors of deposits. deposit.amount.range carries { min, max }; deposit.daily.limit carries
 * { left } (what may still be deposited on the channel today).
 */
export const DEPOSIT_ERRORS = {
  'deposit.promotion.not.available': {
    status: 409,
    EN: 'This bonus cannot be taken with this deposit.',
    MY: 'ဤဘောနပ်စ်ကို ဤငွေသွင်းမှုနှင့် ယူ၍မရပါ။',
  },
  'deposit.channel.not.found': {
    status: 404,
    EN: 'This deposit method is not available.',
    MY: 'ဤငွေသွင်းနည်းလမ်းကို အသုံးမပြုနိုင်ပါ။',
  },
  'deposit.channel.closed': {
    status: 409,
    EN: 'This deposit method is closed at this hour. Please try again within its hours.',
    MY: 'ဤငွေသွင်းနည်းလမ်းသည် ယခုအချိန်တွင် ပိတ်ထားသည်။ ဖွင့်ချိန်အတွင်း ထပ်ကြိုးစားပါ။',
  },
  'deposit.amount.range': {
    status: 400,
    EN: 'The amount is below the minimum or above the maximum of this deposit method.',
    MY: 'ပမာဏသည် ဤငွေသွင်းနည်းလမ်း၏ အနည်းဆုံးထက်နည်း သို့မဟုတ် အများဆုံးထက်များနေသည်။',
  },
  'deposit.daily.limit': {
    status: 409,
    EN: 'This deposit would pass the daily limit of this method.',
    MY: 'ဤငွေသွင်းမှုသည် ဤနည်းလမ်း၏ နေ့စဉ်ကန့်သတ်ချက်ကို ကျော်လွန်မည်ဖြစ်သည်။',
  },
  'deposit.order.not.found': {
    status: 404,
    EN: 'This deposit does not exist.',
    MY: 'ဤငွေသွင်းမှု မရှိပါ။',
    ZH: '该存款不存在。',
  },
  'deposit.order.settled': {
    status: 409,
    EN: 'This deposit has already been settled.',
    MY: 'ဤငွေသွင်းမှုကို ဖြေရှင်းပြီးဖြစ်သည်။',
    ZH: '该存款已处理。',
  },
  'deposit.receipt.missing': {
    status: 400,
    EN: 'Please add a picture of your transfer receipt.',
    MY: 'သင့်ငွေလွှဲပြေစာ ပုံကို ထည့်ပါ။',
  },
  'deposit.receipt.type': {
    status: 400,
    EN: 'The receipt must be a PNG or JPG image.',
    MY: 'ပြေစာသည် PNG သို့မဟုတ် JPG ပုံ ဖြစ်ရမည်။',
  },
  'deposit.receipt.too.large': {
    status: 413,
    EN: 'The receipt image may be at most 5 MB.',
    MY: 'ပြေစာပုံသည် 5 MB အထိသာ ဖြစ်ရမည်။',
  },
  'deposit.callback.signature': {
    status: 401,
    EN: 'The callback signature is not valid.',
    MY: 'ခေါ်ဆိုမှု လက်မှတ် မမှန်ကန်ပါ။',
  },
  'deposit.callback.mismatch': {
    status: 409,
    EN: 'The callback does not match the order.',
    MY: 'ခေါ်ဆိုမှုသည် အော်ဒါနှင့် မကိုက်ညီပါ။',
  },
} as const satisfies ErrorTexts;
