import type { ErrorTexts } from '../error-texts.js';

/** Errors of the member's records. */
export const RECORD_ERRORS = {
  'record.range.invalid': {
    status: 400,
    EN: 'Choose a start and end date, up to 90 days apart.',
    MY: 'စတင်ရက်နှင့် ပြီးဆုံးရက်ကို ရက် ၉၀ အတွင်း ရွေးပါ။',
  },
  'record.not.exist': {
    status: 404,
    EN: 'This record does not exist.',
    MY: 'ဤမှတ်တမ်း မရှိပါ။',
  },
} as const satisfies ErrorTexts;
