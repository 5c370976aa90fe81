import { z } from 'zod/mini';
import type { ErrorTexts } from '../error-texts.js';
import { onFirstUse } from '../on-first-use.js';

/**
 * The member's profile (spec/01 section 7 "Get / set head icon", the /wps/member/info
 * sub-paths): a head icon chosen from the app's set, the nickname the header shows, and the
 * payee name, set once because withdrawals go only to bank cards in that name. The nickname and
 * the payee name follow the site's registration rules for those fields (GET
 * /wps/system/setting/register), so a value registration accepts is accepted here too.
 */

/** Head icons are numbered 1..HEAD_ICON_COUNT; 0 is "none chosen" (the initial is shown). */
export const HEAD_ICON_COUNT = 12;

export const headIconAnswer = onFirstUse(() => z.object({ icon: z.int() }));
export type HeadIconAnswer = z.infer<typeof headIconAnswer>;

/** Form-encoded, as the spec has it: the number arrives as text. */
export const headIconPayload = onFirstUse(() =>
  z.object({
    icon: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HEAD_ICON_COUNT)),
  }),
);

/** Limits here only bound the request; the site's field rule decides what is accepted. */
export const nicknamePayload = onFirstUse(() =>
  z.object({ nickname: z.string().check(z.maxLength(256)) }),
);
export const nicknameAnswer = onFirstUse(() => z.object({ nickname: z.string() }));

export const payeeNamePayload = onFirstUse(() =>
  z.object({ payeeName: z.string().check(z.maxLength(256)) }),
);
export const payeeNameAnswer = onFirstUse(() => z.object({ payeeName: z.nullable(z.string()) }));
export type PayeeNameAnswer = z.infer<typeof payeeNameAnswer>;

export const PROFILE_ERRORS = {
  'profile.nickname.invalid': {
    status: 400,
    EN: 'This nickname is not accepted: check its length and characters.',
    MY: 'ဤအမည်ပြောင်ကို လက်မခံပါ- အရှည်နှင့် စာလုံးများကို စစ်ဆေးပါ။',
  },
  'profile.payee.invalid': {
    status: 400,
    EN: 'This payee name is not accepted: use the name on your bank account.',
    MY: 'ဤငွေလက်ခံသူအမည်ကို လက်မခံပါ- သင့်ဘဏ်အကောင့်ပေါ်ရှိ အမည်ကို သုံးပါ။',
  },
  'profile.payee.already.set': {
    status: 409,
    EN: 'Your payee name is already set and cannot be changed. Contact customer service to correct it.',
    MY: 'သင့်ငွေလက်ခံသူအမည်ကို သတ်မှတ်ပြီးဖြစ်၍ ပြောင်းလဲ၍မရပါ။ ပြင်ဆင်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။',
  },
} as const satisfies ErrorTexts;
