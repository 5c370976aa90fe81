import type { LanguageCode } from '@lotto/contract';

/**
 * Burmese names of the countries the platform dials (CLDR's, as ICU gives them). A browser
 * built with reduced ICU data (Debian's Chromium) has no Burmese region names, so the app
 * carries its own for the language it is made for.
 */
const BURMESE: Record<string, string> = {
  MM: 'မြန်မာ',
  TH: 'ထိုင်း',
  VN: 'ဗီယက်နမ်',
  KH: 'ကမ္ဘောဒီးယား',
  LA: 'လာအို',
  MY: 'မလေးရှား',
  SG: 'စင်္ကာပူ',
  ID: 'အင်ဒိုနီးရှား',
  PH: 'ဖိလစ်ပိုင်',
  CN: 'တရုတ်',
  HK: 'ဟောင်ကောင် (တရုတ်ပြည်)',
  TW: 'ထိုင်ဝမ်',
  JP: 'ဂျပန်',
  KR: 'တောင်ကိုရီးယား',
  IN: 'အိန္ဒိယ',
  BD: 'ဘင်္ဂလားဒေ့ရှ်',
  NP: 'နီပေါ',
  PK: 'ပါကစ္စတန်',
  KZ: 'ကာဇက်စတန်',
  UZ: 'ဥဇဘက်ကစ္စတန်',
  TR: 'တူရကီ',
  AE: 'ယူအေအီး',
  BR: 'ဘရာဇီး',
  KE: 'ကင်ညာ',
  GB: 'ယူနိုက်တက်ကင်းဒမ်း',
  US: 'အမေရိကန် ပြည်ထောင်စု',
};

const TAGS: Record<LanguageCode, string> = { EN: 'en', MY: 'my' };

/** The browser's names in `language`, or null when it has none for that language. */
const browserNames = (language: LanguageCode): Intl.DisplayNames | null => {
  const tag = TAGS[language];
  if (typeof Intl.DisplayNames !== 'function') return null;
  if (Intl.DisplayNames.supportedLocalesOf([tag]).length === 0) return null;
  return new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
};

/**
 * A country's name in the current language: the browser's (Intl.DisplayNames), else the app's
 * own Burmese table, else the name the server sent.
 */
export const countryNamer = (language: LanguageCode) => {
  const names = browserNames(language);
  return (countryCode: string, serverName: string): string =>
    names?.of(countryCode) ?? (language === 'MY' ? BURMESE[countryCode] : undefined) ?? serverName;
};
