import type { ErrorTexts } from './error-texts.js';
import type { LanguageCode } from './languages.js';
import { WALLET_ERRORS } from './wallet/errors.js';

/**
 * Error codes the server answers, with their HTTP status and the text shown to the user.
 * Codes named by DESIGN.md keep their original spelling; the rest follow the same style.
 */
const COMMON_ERRORS = {
  request_param_err: {
    status: 400,
    EN: 'The request is not valid. Please check your input.',
    MY: 'တောင်းဆိုချက် မမှန်ကန်ပါ။ ထည့်သွင်းထားသည်ကို စစ်ဆေးပါ။',
  },
  'request.body.invalid': {
    status: 400,
    EN: 'The request body could not be read.',
    MY: 'တောင်းဆိုချက်၏ အကြောင်းအရာကို ဖတ်၍မရပါ။',
  },
  'request.too.large': {
    status: 413,
    EN: 'The request is too large.',
    MY: 'တောင်းဆိုချက် အရွယ်အစား ကြီးလွန်းသည်။',
  },
  'request.url.empty': {
    status: 404,
    EN: 'The requested url is empty. please check your request format.',
    MY: 'တောင်းဆိုသော လိပ်စာ မရှိပါ။ တောင်းဆိုပုံကို စစ်ဆေးပါ။',
  },
  'request.url.invalid': {
    status: 400,
    EN: 'The address of the request is not valid.',
    MY: 'တောင်းဆိုချက်၏ လိပ်စာ မမှန်ကန်ပါ။',
  },
  'request.uri.too.long': {
    status: 414,
    EN: 'The address of the request is too long.',
    MY: 'တောင်းဆိုချက်၏ လိပ်စာ ရှည်လွန်းသည်။',
  },
  'request.header.too.large': {
    status: 431,
    EN: 'The request headers or address are too large.',
    MY: 'တောင်းဆိုချက်၏ ခေါင်းစီး သို့မဟုတ် လိပ်စာ ကြီးလွန်းသည်။',
  },
  'request.timeout': {
    status: 408,
    EN: 'The request took too long. Please try again.',
    MY: 'တောင်းဆိုချက် ကြာလွန်းသွားသည်။ ထပ်ကြိုးစားပါ။',
  },
  'request.invalid': {
    status: 400,
    EN: 'The request could not be understood.',
    MY: 'တောင်းဆိုချက်ကို နားမလည်နိုင်ပါ။',
  },
  'login.not.session': {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    MY: 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
  },
  'user.or.token.invalid': {
    status: 401,
    EN: 'You are not logged in, please login first',
    MY: 'သင် ဝင်ရောက်ထားခြင်း မရှိပါ၊ ကျေးဇူးပြု၍ အရင်ဝင်ရောက်ပါ',
  },
  token_ip_different: {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    MY: 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
  },
  'function.not.available': {
    status: 403,
    EN: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    MY: 'ဝမ်းနည်းပါသည်၊ ဤအကောင့်တွင် ခွင့်ပြုချက်မရှိပါ သို့မဟုတ် ဤလုပ်ဆောင်ချက်ကို ယာယီအသုံးပြု၍မရပါ။',
  },
  'region.restricted': {
    status: 403,
    EN: 'Your IP address or region is not allowed to use this site.',
    MY: 'သင်၏ IP လိပ်စာ သို့မဟုတ် ဒေသမှ ဤဆိုက်ကို အသုံးပြုခွင့်မရှိပါ။',
  },
  'merchant.not.exist': {
    status: 404,
    EN: 'This site is not configured.',
    MY: 'ဤဆိုက်ကို စီစဉ်သတ်မှတ်ထားခြင်း မရှိပါ။',
  },
  'modify.new.old.same': {
    status: 400,
    EN: 'The new password and the old password cannot be the same',
    MY: 'စကားဝှက်အသစ်နှင့် စကားဝှက်အဟောင်း တူညီ၍မရပါ',
  },
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
  'account.locked': {
    status: 429,
    EN: 'Too many failed attempts. The account is locked for a while, please try again later.',
    MY: 'မှားယွင်းမှု များလွန်းသည်။ အကောင့်ကို ခဏပိတ်ထားသည်၊ နောက်မှ ထပ်ကြိုးစားပါ။',
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
  'trial.not.allowed': {
    status: 403,
    EN: 'Please login an actual account to use this function',
    MY: 'ဤလုပ်ဆောင်ချက်ကို အသုံးပြုရန် အကောင့်အစစ်ဖြင့် ဝင်ပါ',
  },
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
  'encryption.invalid': {
    status: 400,
    EN: 'The request could not be read. Please refresh the page and try again.',
    MY: 'တောင်းဆိုချက်ကို ဖတ်၍မရပါ။ စာမျက်နှာကို ပြန်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
  },
  'request.replayed': {
    status: 400,
    EN: 'This request was already received.',
    MY: 'ဤတောင်းဆိုချက်ကို လက်ခံရရှိပြီးဖြစ်သည်။',
  },
  'request.expired': {
    status: 400,
    EN: 'The request has expired. Please check the time on your phone and try again.',
    MY: 'တောင်းဆိုချက် သက်တမ်းကုန်သွားပြီ။ ဖုန်း၏ အချိန်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
  },
  'oidc.failed': {
    status: 400,
    EN: 'Social login failed, please try again.',
    MY: 'လူမှုကွန်ရက်ဖြင့် ဝင်ရောက်ခြင်း မအောင်မြင်ပါ၊ ထပ်ကြိုးစားပါ။',
  },
  'game.not.exist': {
    status: 404,
    EN: 'This game does not exist.',
    MY: 'ဤဂိမ်း မရှိပါ။',
  },
  'game.unavailable': {
    status: 403,
    EN: 'This game is not available right now.',
    MY: 'ဤဂိမ်းကို ယခု ကစား၍မရပါ။',
  },
  'game.round.open': {
    status: 409,
    EN: 'You have an unfinished round with this game provider.',
    MY: 'ဤဂိမ်းဝန်ဆောင်မှုပေးသူတွင် မပြီးဆုံးသေးသော ပွဲတစ်ပွဲ ရှိနေသည်။',
  },
  'game.ticket.invalid': {
    status: 401,
    EN: 'This game session has ended. Please open the game again.',
    MY: 'ဤဂိမ်းအစည်းအဝေး ပြီးဆုံးသွားပြီ။ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
  },
  'game.bet.invalid': {
    status: 400,
    EN: 'This bet is not allowed in this game.',
    MY: 'ဤလောင်းကြေးကို ဤဂိမ်းတွင် ခွင့်မပြုပါ။',
  },
  'game.round.closed': {
    status: 409,
    EN: 'This round is already finished.',
    MY: 'ဤပွဲ ပြီးဆုံးသွားပြီ။',
  },
  'too.many.requests': {
    status: 429,
    EN: 'Too many tries, please wait a moment and try again.',
    MY: 'ကြိုးစားမှု များလွန်းသည်၊ ခဏစောင့်ပြီး ထပ်ကြိုးစားပါ။',
  },
  'system.maintenance': {
    status: 503,
    EN: 'System upgrading, please try again later.',
    MY: 'စနစ်ကို အဆင့်မြှင့်နေသည်၊ နောက်မှ ထပ်ကြိုးစားပါ။',
  },
  'system.error': {
    status: 500,
    EN: 'Unknown error',
    MY: 'အမည်မသိ အမှား',
  },
} as const satisfies ErrorTexts;

/** Every error code the server answers: the common ones and each module's own. */
export const ERRORS = { ...COMMON_ERRORS, ...WALLET_ERRORS } as const;

export type ErrorCode = keyof typeof ERRORS;

/** The user-facing text of an error code in a language. */
export const errorMessage = (code: ErrorCode, language: LanguageCode): string =>
  ERRORS[code][language];
