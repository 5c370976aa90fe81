import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's site settings. */
export const SITE_ADMIN_ERRORS = {
  'admin.site.not.found': {
    status: 404,
    EN: 'No such site.',
    MY: 'ဤဆိုက် မရှိပါ။',
    ZH: '没有该站点。',
  },
  'admin.site.code.taken': {
    status: 409,
    EN: 'Another site already has this code.',
    MY: 'ဤကုဒ်ကို အခြားဆိုက်တစ်ခုက အသုံးပြုနေပြီးဖြစ်သည်။',
    ZH: '该代码已被其他站点使用。',
  },
  'admin.site.host.taken': {
    status: 409,
    EN: 'Another site already answers on this host name.',
    MY: 'ဤဟို့စ်အမည်ဖြင့် အခြားဆိုက်တစ်ခုက ဖြေကြားနေပြီးဖြစ်သည်။',
    ZH: '该域名已被其他站点使用。',
  },
  'admin.site.window.past': {
    status: 400,
    EN: 'The maintenance window must end in the future.',
    MY: 'ပြုပြင်ထိန်းသိမ်းမှုအချိန်သည် အနာဂတ်တွင် ပြီးဆုံးရမည်။',
    ZH: '维护时段的结束时间必须在未来。',
  },
} as const satisfies AdminErrorTexts;
