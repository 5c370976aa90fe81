import type { ErrorTexts } from '../error-texts.js';

/** Errors of the announcement list. */
export const ANNOUNCEMENT_ERRORS = {
  'notice.not.exist': {
    status: 404,
    EN: 'This announcement does not exist or has ended.',
    MY: 'ဤကြေညာချက် မရှိပါ သို့မဟုတ် ပြီးဆုံးသွားပါပြီ။',
  },
} as const satisfies ErrorTexts;
