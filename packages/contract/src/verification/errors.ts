import type { ErrorTexts } from '../error-texts.js';

/** Errors of SMS codes and mobile numbers. */
export const VERIFICATION_ERRORS = {
  'verification.code.invalid': {
    status: 400,
    EN: 'Verification code error',
    MY: 'အတည်ပြုကုဒ် မှားနေသည်',
  },
  'verification.code.expired': {
    status: 400,
    EN: 'The verification code has expired, please request a new one.',
    MY: 'အတည်ပြုကုဒ် သက်တမ်းကုန်သွားပြီ၊ ကုဒ်အသစ် တောင်းပါ။',
  },
  'verification.too.soon': {
    status: 429,
    EN: 'A code was sent just now. Please wait before asking for another.',
    MY: 'ကုဒ်ကို ယခုလေးတင် ပို့ပြီးပါပြီ။ နောက်တစ်ခု မတောင်းမီ ခဏစောင့်ပါ။',
  },
  'mobile.invalid': {
    status: 400,
    EN: 'The mobile num is not valid',
    MY: 'ဖုန်းနံပါတ် မမှန်ကန်ပါ',
  },
} as const satisfies ErrorTexts;
