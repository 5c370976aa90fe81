import type { LanguageCode, PromotionKind } from '@lotto/contract';

/**
 * The button a member sees on a promotion of each kind, in the member app's words, for the
 * preview (the texts are the member's language, not the operator's).
 */
export const MEMBER_ACTIONS: Record<LanguageCode, Record<PromotionKind, string>> = {
  EN: {
    sign_in: 'Claim',
    bet_mission: 'Join',
    first_deposit: 'Join',
    manual: 'Apply',
    referral: 'Invite friends',
  },
  MY: {
    sign_in: 'ရယူမည်',
    bet_mission: 'ပါဝင်မည်',
    first_deposit: 'ပါဝင်မည်',
    manual: 'လျှောက်ထားမည်',
    referral: 'သူငယ်ချင်း ဖိတ်မည်',
  },
};

const LOCALES: Record<LanguageCode, string> = { EN: 'en-GB', MY: 'my-MM' };

/** The period as a member reads it: dates in the site's zone, "no end" for a long-term one. */
export const memberPeriod = (
  language: LanguageCode,
  timeZone: string,
  startsAt: number,
  endsAt: number | null,
): string => {
  const format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone });
  const end = endsAt === null ? (language === 'MY' ? 'အဆုံးမရှိ' : 'No end') : format.format(endsAt);
  return `${format.format(startsAt)} – ${end}`;
};
