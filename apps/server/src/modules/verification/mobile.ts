import { AppError } from '../../errors.js';
import { COUNTRIES, type Site } from '../system/index.js';

/** A phone number as the server keys it: the dialing code and the national number, digits. */
export interface MobileNumber {
  dialingCode: string;
  /** Without the trunk prefix: 09 1234 5678 in Myanmar is 912345678. */
  national: string;
  /** Dialing code + national number (95912345678): how codes and limits are keyed. */
  target: string;
  /** E.164, what an SMS gateway is given (+95912345678). */
  e164: string;
}

/** The dialing code a site assumes when the app sends none: its first country's. */
export const defaultDialingCode = (countries: readonly string[]): string | undefined => {
  const first = COUNTRIES.find((c) => c.countryCode === countries[0]);
  return first?.dialingCode;
};

const dialingCodesOf = (countries: readonly string[]) =>
  new Set(
    countries
      .map((code) => COUNTRIES.find((c) => c.countryCode === code)?.dialingCode)
      .filter((d): d is string => d !== undefined),
  );

/**
 * Checks a number against the site's countries and E.164 lengths and answers its canonical
 * form, or throws `mobile.invalid`.
 */
export const parseMobile = (
  site: Pick<Site, 'countries'>,
  mobileNum: string,
  dialingCode: string | undefined,
): MobileNumber => {
  const code = dialingCode || defaultDialingCode(site.countries);
  if (!code || !dialingCodesOf(site.countries).has(code)) throw new AppError('mobile.invalid');
  const national = mobileNum.replace(/^0+/, '');
  const total = code.length + national.length;
  // E.164 allows at most 15 digits; no real mobile number is shorter than 8 in all.
  if (!/^\d+$/.test(national) || national.length < 5 || total < 8 || total > 15) {
    throw new AppError('mobile.invalid');
  }
  const target = `${code}${national}`;
  return { dialingCode: code, national, target, e164: `+${target}` };
};
