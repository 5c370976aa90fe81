import type { LanguageCode, SmsPurpose } from '@lotto/contract';

/** Texts of the SMS codes, in the language of the request that asked. */

const SMS_PURPOSE_TEXT: Record<SmsPurpose, Record<LanguageCode, string>> = {
  register: { EN: 'to register', MY: 'စာရင်းသွင်းရန်' },
  login: { EN: 'to log in', MY: 'အကောင့်ဝင်ရန်' },
  reset: { EN: 'to reset your password', MY: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်' },
  bind: { EN: 'to bind this number', MY: 'ဤနံပါတ်ကို ချိတ်ဆက်ရန်' },
  payment: {
    EN: 'to reset your payment password',
    MY: 'ငွေပေးချေမှုစကားဝှက် ပြန်လည်သတ်မှတ်ရန်',
  },
};

export const smsCodeText = (
  language: LanguageCode,
  {
    siteName,
    code,
    minutes,
    purpose,
  }: {
    siteName: string;
    code: string;
    minutes: number;
    purpose: SmsPurpose;
  },
): string => {
  const why = SMS_PURPOSE_TEXT[purpose][language];
  return language === 'MY'
    ? `${siteName}: ${why} အတည်ပြုကုဒ်မှာ ${code} ဖြစ်သည်။ ${minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။ မည်သူ့ကိုမျှ မပြောပါနှင့်။`
    : `${siteName}: ${code} is your code ${why}. It expires in ${minutes} minutes. Never share it with anyone.`;
};
