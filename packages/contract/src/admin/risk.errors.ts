import type { AdminErrorTexts } from '../error-texts.js';

/** Refusals of the back office's risk alerts. */
export const ADMIN_RISK_ERRORS = {
  'admin.risk.alert.not.found': {
    status: 404,
    EN: 'No such risk alert.',
    MY: 'ဤအန္တရာယ်သတိပေးချက် မရှိပါ။',
    ZH: '没有该风险警报。',
  },
  'admin.risk.alert.reviewed': {
    status: 409,
    EN: 'This alert has already been reviewed.',
    MY: 'ဤသတိပေးချက်ကို စစ်ဆေးပြီးဖြစ်သည်။',
    ZH: '该警报已审核。',
  },
  'admin.risk.alert.open': {
    status: 409,
    EN: 'This alert is open already.',
    MY: 'ဤသတိပေးချက်သည် ဖွင့်ထားပြီးဖြစ်သည်။',
    ZH: '该警报已处于待处理状态。',
  },
} as const satisfies AdminErrorTexts;
