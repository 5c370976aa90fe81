import type { ErrorTexts } from '../error-texts.js';

/** Errors of login, sessions, captcha, the member and passwords. */
export const ACCOUNT_ERRORS = {
  'login.params.empty': {
    status: 400,
    EN: 'Please enter the username and password',
    MY: 'ကျေးဇူးပြု၍ အသုံးပြုသူအမည်နှင့် စကားဝှက်ကို ထည့်ပါ',
  },
  'login.failed': {
    status: 400,
    EN: 'The username or password is incorrect.',
    MY: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေသည်။',
  },
  'captcha.required': {
    status: 400,
    EN: 'please enter captcha',
    MY: 'ကျေးဇူးပြု၍ အတည်ပြုကုဒ် ထည့်ပါ',
  },
  'captcha.invalid': {
    status: 400,
    EN: 'The captcha is wrong, please try again.',
    MY: 'အတည်ပြုကုဒ် မှားနေသည်၊ ထပ်ကြိုးစားပါ။',
  },
  'member.not.exist': {
    status: 404,
    EN: 'Sorry, the user does not exist or is disabled.',
    MY: 'ဝမ်းနည်းပါသည်၊ အသုံးပြုသူ မရှိပါ သို့မဟုတ် ပိတ်ထားသည်။',
  },
  'member.non.member': {
    status: 403,
    EN: 'Non-member account unable to login',
    MY: 'အဖွဲ့ဝင်မဟုတ်သော အကောင့်ဖြင့် ဝင်ရောက်၍မရပါ',
  },
  'agent.non.agent': {
    status: 403,
    EN: 'Non-agents cannot log in',
    MY: 'ကိုယ်စားလှယ် မဟုတ်သူများ ဝင်ရောက်၍မရပါ',
  },
  free_reject: {
    status: 403,
    EN: 'Free trial accounts cannot use this area. Please login an actual account.',
    MY: 'အခမဲ့ စမ်းသုံးအကောင့်ဖြင့် ဤနေရာကို အသုံးပြု၍မရပါ။ အကောင့်အစစ်ဖြင့် ဝင်ပါ။',
  },
  'modify.new.old.same': {
    status: 400,
    EN: 'The new password and the old password cannot be the same',
    MY: 'စကားဝှက်အသစ်နှင့် စကားဝှက်အဟောင်း တူညီ၍မရပါ',
  },
  'password.format': {
    status: 400,
    EN: 'Password format is incorrect',
    MY: 'စကားဝှက် ပုံစံ မမှန်ကန်ပါ',
  },
  'password.old.wrong': {
    status: 400,
    EN: 'The old password is incorrect.',
    MY: 'စကားဝှက်အဟောင်း မှားနေသည်။',
  },
  /** Past the wrong old passwords a member may give: every session of theirs has ended. */
  'password.old.too.many': {
    status: 401,
    EN: 'Too many wrong old passwords. You have been logged out, please log in again.',
    MY: 'စကားဝှက်အဟောင်း မှားယွင်းမှု များလွန်းသည်။ အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ။',
  },
  'password.confirm.mismatch': {
    status: 400,
    EN: 'Confirmation password not matched',
    MY: 'အတည်ပြု စကားဝှက် မကိုက်ညီပါ',
  },
  'reset.link.invalid': {
    status: 400,
    EN: 'This reset link is invalid or has expired.',
    MY: 'ဤပြန်လည်သတ်မှတ်ရန် လင့်ခ်သည် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပြီ။',
  },
  'email.invalid': {
    status: 400,
    EN: 'E-mail format is incorrect',
    MY: 'အီးမေးလ် ပုံစံ မမှန်ကန်ပါ',
  },
  'email.not.match': {
    status: 400,
    EN: 'The username and e-mail do not match.',
    MY: 'အသုံးပြုသူအမည်နှင့် အီးမေးလ် မကိုက်ညီပါ။',
  },
  /** Unknown, ended, or another member's: all answer the same, so ids reveal nothing. */
  'session.not.exist': {
    status: 404,
    EN: 'This device is no longer signed in.',
    MY: 'ဤစက်ပစ္စည်းသည် အကောင့်ဝင်ထားခြင်း မရှိတော့ပါ။',
  },
  'session.current': {
    status: 409,
    EN: 'This is the device you are using. Use Sign out to leave it.',
    MY: 'ဤသည်မှာ သင်ယခုအသုံးပြုနေသော စက်ပစ္စည်းဖြစ်သည်။ ထွက်ရန် "အကောင့်မှထွက်မည်" ကို အသုံးပြုပါ။',
  },
  'oidc.failed': {
    status: 400,
    EN: 'Social login failed, please try again.',
    MY: 'လူမှုကွန်ရက်ဖြင့် ဝင်ရောက်ခြင်း မအောင်မြင်ပါ၊ ထပ်ကြိုးစားပါ။',
  },
} as const satisfies ErrorTexts;
