import type { LanguageCode } from '@lotto/contract';

/** What the security centre sends by SMS and mail, in the language of the request. */

interface Mail {
  subject: string;
  text: string;
}

/** To the number that was replaced: the account no longer reaches it. */
export const mobileReplacedSms = (
  language: LanguageCode,
  { siteName, to }: { siteName: string; to: string },
): string =>
  language === 'MY'
    ? `${siteName}: သင့်အကောင့်၏ ဖုန်းနံပါတ်ကို ${to} သို့ ပြောင်းလဲလိုက်ပါသည်။ သင်မလုပ်ခဲ့ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ချက်ချင်း ဆက်သွယ်ပါ။`
    : `${siteName}: the mobile number of your account was changed to ${to}. If this was not you, contact customer service at once.`;

/** The link that binds an address, mailed to that address. */
export const bindEmailMail = (
  language: LanguageCode,
  {
    siteName,
    userName,
    link,
    minutes,
  }: { siteName: string; userName: string; link: string; minutes: number },
): Mail =>
  language === 'MY'
    ? {
        subject: `${siteName} - သင့်အီးမေးလ်ကို အတည်ပြုပါ`,
        text: [
          `မင်္ဂလာပါ ${userName}၊`,
          '',
          `ဤအီးမေးလ်ကို သင့်အကောင့်နှင့် ချိတ်ဆက်ရန် ${minutes} မိနစ်အတွင်း အောက်ပါလင့်ခ်ကို ဖွင့်ပါ (တစ်ကြိမ်သာ အသုံးပြုနိုင်သည်):`,
          link,
          '',
          'သင် မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ။',
        ].join('\n'),
      }
    : {
        subject: `${siteName} - confirm your e-mail`,
        text: [
          `Hello ${userName},`,
          '',
          `Open this link within ${minutes} minutes to bind this e-mail to your account (it works once):`,
          link,
          '',
          'If you did not ask for this, ignore this e-mail.',
        ].join('\n'),
      };

/** To the address that was replaced, once the new one is confirmed. */
export const emailReplacedMail = (
  language: LanguageCode,
  { siteName, userName, to }: { siteName: string; userName: string; to: string },
): Mail =>
  language === 'MY'
    ? {
        subject: `${siteName} - သင့်အီးမေးလ်ကို ပြောင်းလဲပြီးပါပြီ`,
        text: [
          `မင်္ဂလာပါ ${userName}၊`,
          '',
          `သင့်အကောင့်၏ အီးမေးလ်ကို ${to} သို့ ပြောင်းလဲလိုက်ပါသည်။ ဤလိပ်စာသို့ နောက်ထပ် စာများ မပို့တော့ပါ။`,
          '',
          'သင်မလုပ်ခဲ့ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ချက်ချင်း ဆက်သွယ်ပါ။',
        ].join('\n'),
      }
    : {
        subject: `${siteName} - your e-mail was changed`,
        text: [
          `Hello ${userName},`,
          '',
          `The e-mail of your account was changed to ${to}. This address will get no more mail from us.`,
          '',
          'If this was not you, contact customer service at once.',
        ].join('\n'),
      };
