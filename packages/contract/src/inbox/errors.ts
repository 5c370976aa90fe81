import type { ErrorTexts } from '../error-texts.js';

/** Errors of the member's inbox. */
export const INBOX_ERRORS = {
  'inbox.message.not.exist': {
    status: 404,
    EN: 'This message does not exist or was deleted.',
    MY: 'ဤစာ မရှိပါ သို့မဟုတ် ဖျက်ပြီးဖြစ်သည်။',
  },
} as const satisfies ErrorTexts;
