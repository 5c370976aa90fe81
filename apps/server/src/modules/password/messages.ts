import type { LanguageCode } from '@lotto/contract';

/** The reset mail, in the language of the request that asked for it. */
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
