import type { LanguageCode, SmsPurpose } from '@lotto/contract';

/** Texts of the SMS codes and reset mails, in the language of the request that asked. */

const SMS_PURPOSE_TEXT: Record<SmsPurpose, Record<LanguageCode, string>> = {
  register: { EN: 'to register', MY: 'စာရင်းသွင်းရန်' },
  login: { EN: 'to log in', MY: 'အကောင့်ဝင်ရန်' },
  reset: { EN: 'to reset your password', MY: 'စကားဝှက် ပြန်လည်သတ်မှတ်ရန်' },
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

export const resetMail = (
  language: LanguageCode,
  {
    siteName,
    userName,
    link,
    minutes,
  }: {
    siteName: string;
    userName: string;
    link: string;
    minutes: number;
  },
): { subject: string; text: string } =>
  language === 'MY'
    ? {
        subject: `${siteName} - စကားဝှက် ပြန်လည်သတ်မှတ်ရန်`,
        text: [
          `မင်္ဂလာပါ ${userName}၊`,
          '',
          `စကားဝှက်အသစ် သတ်မှတ်ရန် ${minutes} မိနစ်အတွင်း အောက်ပါလင့်ခ်ကို ဖွင့်ပါ (တစ်ကြိမ်သာ အသုံးပြုနိုင်သည်):`,
          link,
          '',
          'သင် မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။',
        ].join('\n'),
      }
    : {
        subject: `${siteName} - reset your password`,
        text: [
          `Hello ${userName},`,
          '',
          `Open this link within ${minutes} minutes to set a new password (it works once):`,
          link,
          '',
          'If you did not ask for this, ignore this e-mail.',
        ].join('\n'),
      };
