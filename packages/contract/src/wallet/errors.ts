import type { ErrorTexts } from '../error-texts.js';

/** Errors of the wallet and the ledger. */
export const WALLET_ERRORS = {
  'wallet.insufficient': {
    status: 400,
    EN: 'Insufficient balance.',
    MY: 'လက်ကျန်ငွေ မလုံလောက်ပါ။',
    ZH: '余额不足。',
  },
  'wallet.idempotency.conflict': {
    status: 409,
    EN: 'This request was already made with different details.',
    MY: 'ဤတောင်းဆိုချက်ကို အခြားအချက်အလက်များဖြင့် ပြုလုပ်ပြီးဖြစ်သည်။',
    ZH: '该请求已以不同的内容提交过。',
  },
} as const satisfies ErrorTexts;
