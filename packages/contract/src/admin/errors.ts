import type { AdminErrorTexts } from '../error-texts.js';

/** Errors of the back office, in each language it reads. */
export const ADMIN_ERRORS = {
  'admin.login.failed': {
    status: 401,
    EN: 'The username, password or authenticator code is wrong.',
    MY: 'အသုံးပြုသူအမည်၊ စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ် မှားနေသည်။',
    ZH: '用户名、密码或验证器动态码错误。',
  },
  'admin.session.required': {
    status: 401,
    EN: 'Please sign in to the back office.',
    MY: 'နောက်ဘက်ရုံးသို့ ဝင်ရောက်ပါ။',
    ZH: '请登录运营后台。',
  },
  'admin.csrf.invalid': {
    status: 403,
    EN: 'The request was refused: reload the page and try again.',
    MY: 'တောင်းဆိုချက်ကို ငြင်းပယ်ခဲ့သည်။ စာမျက်နှာကို ပြန်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
    ZH: '请求被拒绝：请刷新页面后重试。',
  },
  'admin.forbidden': {
    status: 403,
    EN: 'Your role does not allow this.',
    MY: 'သင့်အခန်းကဏ္ဍသည် ဤလုပ်ဆောင်ချက်ကို ခွင့်မပြုပါ။',
    ZH: '您的角色不允许此操作。',
  },
  'admin.member.not.found': {
    status: 404,
    EN: 'No such member.',
    MY: 'ဤအဖွဲ့ဝင် မရှိပါ။',
    ZH: '没有该会员。',
  },
  'admin.adjustment.not.found': {
    status: 404,
    EN: 'No such adjustment.',
    MY: 'ဤချိန်ညှိမှု မရှိပါ။',
    ZH: '没有该调整记录。',
  },
  'admin.adjustment.decided': {
    status: 409,
    EN: 'This adjustment has already been decided.',
    MY: 'ဤချိန်ညှိမှုကို ဆုံးဖြတ်ပြီးဖြစ်သည်။',
    ZH: '该调整已处理。',
  },
  'admin.approval.self': {
    status: 403,
    EN: 'A second approval must come from a different operator.',
    MY: 'ဒုတိယအတည်ပြုချက်သည် အခြားအော်ပရေတာထံမှ လာရမည်။',
    ZH: '第二次审批必须由另一位操作员完成。',
  },
  'admin.request.key.reused': {
    status: 409,
    EN: 'This request key was used for a different adjustment.',
    MY: 'ဤတောင်းဆိုမှုသော့ကို အခြားချိန်ညှိမှုအတွက် အသုံးပြုပြီးဖြစ်သည်။',
    ZH: '该请求键已用于另一笔调整。',
  },
  'admin.application.not.found': {
    status: 404,
    EN: 'No such application.',
    MY: 'ဤလျှောက်လွှာ မရှိပါ။',
    ZH: '没有该申请。',
  },
  'admin.application.decided': {
    status: 409,
    EN: 'This application has already been reviewed.',
    MY: 'ဤလျှောက်လွှာကို စစ်ဆေးပြီးဖြစ်သည်။',
    ZH: '该申请已审核。',
  },
} as const satisfies AdminErrorTexts;
