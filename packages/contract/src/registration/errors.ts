import type { ErrorTexts } from '../error-texts.js';

/** Errors of registration. */
export const REGISTRATION_ERRORS = {
  'username.exists': {
    status: 409,
    EN: 'Sorry, the username already exists.',
    MY: 'ဝမ်းနည်းပါသည်၊ ဤအသုံးပြုသူအမည် ရှိပြီးသားဖြစ်သည်။',
  },
  'mobile.exists': {
    status: 409,
    EN: 'This mobile number is already registered.',
    MY: 'ဤဖုန်းနံပါတ်ဖြင့် စာရင်းသွင်းပြီးဖြစ်သည်။',
  },
  'register.field.invalid': {
    status: 400,
    EN: 'Some fields are not valid. Please check them.',
    MY: 'အချို့အကွက်များ မမှန်ကန်ပါ။ စစ်ဆေးပါ။',
  },
  'affiliate.invalid': {
    status: 400,
    EN: 'Invalid invitation code',
    MY: 'ဖိတ်ခေါ်ကုဒ် မမှန်ကန်ပါ',
  },
  'referrer.link.error': {
    status: 400,
    EN: 'Referrer link error',
    MY: 'ညွှန်းဆိုသူ လင့်ခ် မှားနေသည်',
  },
  'age.not.confirmed': {
    status: 400,
    EN: 'You must confirm that you are of legal age to register.',
    MY: 'စာရင်းသွင်းရန် တရားဝင်အသက်ပြည့်ကြောင်း အတည်ပြုရပါမည်။',
  },
} as const satisfies ErrorTexts;
