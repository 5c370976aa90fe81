import type { ErrorTexts } from '../error-texts.js';

/** Errors of the back office (operators read English; MY kept for the shared error table). */
export const ADMIN_ERRORS = {
  'admin.login.failed': {
    status: 401,
    EN: 'The username, password or authenticator code is wrong.',
    MY: 'အသုံးပြုသူအမည်၊ စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ် မှားနေသည်။',
  },
  'admin.session.required': {
    status: 401,
    EN: 'Please sign in to the back office.',
    MY: 'နောက်ဘက်ရုံးသို့ ဝင်ရောက်ပါ။',
  },
  'admin.csrf.invalid': {
    status: 403,
    EN: 'The request was refused: reload the page and try again.',
    MY: 'တောင်းဆိုချက်ကို ငြင်းပယ်ခဲ့သည်။ စာမျက်နှာကို ပြန်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
  },
  'admin.forbidden': {
    status: 403,
    EN: 'Your role does not allow this.',
    MY: 'သင့်အခန်းကဏ္ဍသည် ဤလုပ်ဆောင်ချက်ကို ခွင့်မပြုပါ။',
  },
  'admin.member.not.found': {
    status: 404,
    EN: 'No such member.',
    MY: 'ဤအဖွဲ့ဝင် မရှိပါ။',
  },
  'admin.adjustment.not.found': {
    status: 404,
    EN: 'No such adjustment.',
    MY: 'ဤချိန်ညှိမှု မရှိပါ။',
  },
  'admin.adjustment.decided': {
    status: 409,
    EN: 'This adjustment has already been decided.',
    MY: 'ဤချိန်ညှိမှုကို ဆုံးဖြတ်ပြီးဖြစ်သည်။',
  },
  'admin.approval.self': {
    status: 403,
    EN: 'A second approval must come from a different operator.',
    MY: 'ဒုတိယအတည်ပြုချက်သည် အခြားအော်ပရေတာထံမှ လာရမည်။',
  },
  'admin.request.key.reused': {
    status: 409,
    EN: 'This request key was used for a different adjustment.',
    MY: 'ဤတောင်းဆိုမှုသော့ကို အခြားချိန်ညှိမှုအတွက် အသုံးပြုပြီးဖြစ်သည်။',
  },
  'admin.application.not.found': {
    status: 404,
    EN: 'No such application.',
    MY: 'ဤလျှောက်လွှာ မရှိပါ။',
  },
  'admin.application.decided': {
    status: 409,
    EN: 'This application has already been reviewed.',
    MY: 'ဤလျှောက်လွှာကို စစ်ဆေးပြီးဖြစ်သည်။',
  },
} as const satisfies ErrorTexts;
