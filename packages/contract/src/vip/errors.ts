import type { ErrorTexts } from '../error-texts.js';

/** Errors of VIP levels. */
export const VIP_ERRORS = {
  'vip.reward.not.exist': {
    status: 404,
    EN: 'This upgrade bonus does not exist.',
    MY: 'ဤအဆင့်တိုး ဆုကြေး မရှိပါ။',
  },
} as const satisfies ErrorTexts;
