import { ACCOUNT_ERRORS } from './account/errors.js';
import { PROFILE_ERRORS } from './account/profile.js';
import { SECURITY_ERRORS } from './account/security.js';
import { CONTRACT_ERRORS } from './agent/contracts.errors.js';
import { AGENT_ERRORS } from './agent/errors.js';
import { AGENT_RATES_ERRORS } from './agent/rates.errors.js';
import { RED_RAIN_ERRORS } from './agent/redrain.errors.js';
import { TEAM_OPS_ERRORS } from './agent/team-errors.js';
import { TEAM_FIGURES_ERRORS } from './agent/team-figures.errors.js';
import { ANNOUNCEMENT_ERRORS } from './announcements/errors.js';
import { DEPOSIT_ERRORS } from './deposits/errors.js';
import type { AdminErrorTexts } from './error-texts.js';
import { FEEDBACK_ERRORS } from './feedback/errors.js';
import { GAMES_ERRORS } from './games/errors.js';
import { HELP_ERRORS } from './help/errors.js';
import { INBOX_ERRORS } from './inbox/errors.js';
import { LIMIT_ERRORS } from './limits/errors.js';
import { LOTTERY_ERRORS } from './lottery/errors.js';
import { PLAY_ERRORS } from './play/errors.js';
import { PROMOTION_ERRORS } from './promotions/errors.js';
import { REBATE_ERRORS } from './rebates/errors.js';
import { RECORD_ERRORS } from './records/errors.js';
import { REGISTRATION_ERRORS } from './registration/errors.js';
import { SPORTS_ERRORS } from './sports/errors.js';
import { VERIFICATION_ERRORS } from './verification/errors.js';
import { VIP_ERRORS } from './vip/errors.js';
import { WALLET_ERRORS } from './wallet/errors.js';
import { WITHDRAWAL_ERRORS } from './withdrawals/errors.js';

/**
 * Error codes the server answers, with their HTTP status and the text shown to the user.
 * Codes named by DESIGN.md keep their original spelling; the rest follow the same style. Codes
 * any endpoint may answer are here, in the back office's Chinese too; each module's own are in
 * its folder.
 */
export const COMMON_ERRORS = {
  request_param_err: {
    status: 400,
    EN: 'The request is not valid. Please check your input.',
    MY: 'တောင်းဆိုချက် မမှန်ကန်ပါ။ ထည့်သွင်းထားသည်ကို စစ်ဆေးပါ။',
    ZH: '请求无效，请检查输入内容。',
  },
  'request.body.invalid': {
    status: 400,
    EN: 'The request body could not be read.',
    MY: 'တောင်းဆိုချက်၏ အကြောင်းအရာကို ဖတ်၍မရပါ။',
    ZH: '无法读取请求内容。',
  },
  'request.too.large': {
    status: 413,
    EN: 'The request is too large.',
    MY: 'တောင်းဆိုချက် အရွယ်အစား ကြီးလွန်းသည်။',
    ZH: '请求内容过大。',
  },
  'request.url.empty': {
    status: 404,
    EN: 'The requested url is empty. please check your request format.',
    MY: 'တောင်းဆိုသော လိပ်စာ မရှိပါ။ တောင်းဆိုပုံကို စစ်ဆေးပါ။',
    ZH: '请求的地址不存在，请检查请求格式。',
  },
  'request.url.invalid': {
    status: 400,
    EN: 'The address of the request is not valid.',
    MY: 'တောင်းဆိုချက်၏ လိပ်စာ မမှန်ကန်ပါ။',
    ZH: '请求地址无效。',
  },
  'request.uri.too.long': {
    status: 414,
    EN: 'The address of the request is too long.',
    MY: 'တောင်းဆိုချက်၏ လိပ်စာ ရှည်လွန်းသည်။',
    ZH: '请求地址过长。',
  },
  'request.header.too.large': {
    status: 431,
    EN: 'The request headers or address are too large.',
    MY: 'တောင်းဆိုချက်၏ ခေါင်းစီး သို့မဟုတ် လိပ်စာ ကြီးလွန်းသည်။',
    ZH: '请求头或地址过大。',
  },
  'request.timeout': {
    status: 408,
    EN: 'The request took too long. Please try again.',
    MY: 'တောင်းဆိုချက် ကြာလွန်းသွားသည်။ ထပ်ကြိုးစားပါ။',
    ZH: '请求超时，请重试。',
  },
  'request.invalid': {
    status: 400,
    EN: 'The request could not be understood.',
    MY: 'တောင်းဆိုချက်ကို နားမလည်နိုင်ပါ။',
    ZH: '无法识别该请求。',
  },
  'login.not.session': {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    MY: 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
    ZH: '账号已退出，请重新登录。',
  },
  'user.or.token.invalid': {
    status: 401,
    EN: 'You are not logged in, please login first',
    MY: 'သင် ဝင်ရောက်ထားခြင်း မရှိပါ၊ ကျေးဇူးပြု၍ အရင်ဝင်ရောက်ပါ',
    ZH: '您尚未登录，请先登录。',
  },
  token_ip_different: {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    MY: 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
    ZH: '账号已退出，请重新登录。',
  },
  'function.not.available': {
    status: 403,
    EN: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    MY: 'ဝမ်းနည်းပါသည်၊ ဤအကောင့်တွင် ခွင့်ပြုချက်မရှိပါ သို့မဟုတ် ဤလုပ်ဆောင်ချက်ကို ယာယီအသုံးပြု၍မရပါ။',
    ZH: '抱歉，该账号没有权限，或此功能暂时不可用。',
  },
  'region.restricted': {
    status: 403,
    EN: 'Your IP address or region is not allowed to use this site.',
    MY: 'သင်၏ IP လိပ်စာ သို့မဟုတ် ဒေသမှ ဤဆိုက်ကို အသုံးပြုခွင့်မရှိပါ။',
    ZH: '您的 IP 地址或所在地区不允许使用本站点。',
  },
  'merchant.not.exist': {
    status: 404,
    EN: 'This site is not configured.',
    MY: 'ဤဆိုက်ကို စီစဉ်သတ်မှတ်ထားခြင်း မရှိပါ။',
    ZH: '该站点未配置。',
  },
  'trial.not.allowed': {
    status: 403,
    EN: 'Please login an actual account to use this function',
    MY: 'ဤလုပ်ဆောင်ချက်ကို အသုံးပြုရန် အကောင့်အစစ်ဖြင့် ဝင်ပါ',
    ZH: '请登录正式账号后使用此功能。',
  },
  'encryption.invalid': {
    status: 400,
    EN: 'The request could not be read. Please refresh the page and try again.',
    MY: 'တောင်းဆိုချက်ကို ဖတ်၍မရပါ။ စာမျက်နှာကို ပြန်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
    ZH: '无法读取请求，请刷新页面后重试。',
  },
  'request.replayed': {
    status: 400,
    EN: 'This request was already received.',
    MY: 'ဤတောင်းဆိုချက်ကို လက်ခံရရှိပြီးဖြစ်သည်။',
    ZH: '该请求已被接收过。',
  },
  'request.expired': {
    status: 400,
    EN: 'The request has expired. Please check the time on your phone and try again.',
    MY: 'တောင်းဆိုချက် သက်တမ်းကုန်သွားပြီ။ ဖုန်း၏ အချိန်ကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။',
    ZH: '请求已过期，请检查设备时间后重试。',
  },
  'image.unreadable': {
    status: 400,
    EN: 'The picture could not be read. Please choose another PNG or JPG picture.',
    MY: 'ပုံကို ဖတ်၍မရပါ။ အခြား PNG သို့မဟုတ် JPG ပုံကို ရွေးပါ။',
    ZH: '无法读取图片，请选择其他 PNG 或 JPG 图片。',
  },
  'image.too.many.pixels': {
    status: 413,
    EN: 'The picture is too big. Please send a smaller one or a screenshot.',
    MY: 'ပုံ အရွယ်အစား ကြီးလွန်းသည်။ ပိုသေးသောပုံ သို့မဟုတ် ဖန်သားပြင်ဓာတ်ပုံကို ပို့ပါ။',
    ZH: '图片尺寸过大，请上传更小的图片或截图。',
  },
  'too.many.requests': {
    status: 429,
    EN: 'Too many tries, please wait a moment and try again.',
    MY: 'ကြိုးစားမှု များလွန်းသည်၊ ခဏစောင့်ပြီး ထပ်ကြိုးစားပါ။',
    ZH: '尝试次数过多，请稍后再试。',
  },
  'system.maintenance': {
    status: 503,
    EN: 'System upgrading, please try again later.',
    MY: 'စနစ်ကို အဆင့်မြှင့်နေသည်၊ နောက်မှ ထပ်ကြိုးစားပါ။',
    ZH: '系统升级中，请稍后再试。',
  },
  'system.error': {
    status: 500,
    EN: 'Unknown error',
    MY: 'အမည်မသိ အမှား',
    ZH: '未知错误',
  },
} as const satisfies AdminErrorTexts;

/**
 * Every error code a player or an agent can meet: the catalogue the player app carries (the
 * back office's own codes are not in it, so the app's error texts load without them).
 */
export const PLAYER_ERRORS = {
  ...COMMON_ERRORS,
  ...ACCOUNT_ERRORS,
  ...PROFILE_ERRORS,
  ...SECURITY_ERRORS,
  ...REGISTRATION_ERRORS,
  ...VERIFICATION_ERRORS,
  ...GAMES_ERRORS,
  ...PLAY_ERRORS,
  ...WALLET_ERRORS,
  ...WITHDRAWAL_ERRORS,
  ...ANNOUNCEMENT_ERRORS,
  ...HELP_ERRORS,
  ...PROMOTION_ERRORS,
  ...SPORTS_ERRORS,
  ...INBOX_ERRORS,
  ...RECORD_ERRORS,
  ...VIP_ERRORS,
  ...FEEDBACK_ERRORS,
  ...REBATE_ERRORS,
  ...LIMIT_ERRORS,
  ...DEPOSIT_ERRORS,
  ...LOTTERY_ERRORS,
  ...AGENT_ERRORS,
  ...TEAM_OPS_ERRORS,
  ...CONTRACT_ERRORS,
  ...AGENT_RATES_ERRORS,
  ...RED_RAIN_ERRORS,
  ...TEAM_FIGURES_ERRORS,
} as const;

export type PlayerErrorCode = keyof typeof PLAYER_ERRORS;
