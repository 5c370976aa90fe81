/**
 * English left in Burmese texts: the Latin words of a text that are not names every language
 * writes the same (brands, file types, units, game codes). Tests of the dictionaries and of
 * screens rendered in Burmese use it.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // Brands and products, written as their makers write them.
  'Android',
  'Chrome',
  'Safari',
  'iOS',
  'iPhone',
  'Facebook',
  'Messenger',
  'Telegram',
  'Viber',
  'WhatsApp',
  'WeChat',
  'LINE',
  'QQ',
  'Zalo',
  'ShweLucky',
  // Abbreviations a Burmese reader reads as they are.
  'ID',
  'IP',
  'SMS',
  'VIP',
  'QR',
  'JPG',
  'PNG',
  'MB',
  // The kyat sign and game codes (5D, K3, 11x5).
  'K',
  'D',
  'K3',
  'x5',
  // A language's own name, in its language.
  'English',
]);

/** Latin words of `text` a Burmese reader should not meet (placeholders left out). */
export const englishLeftovers = (text: string): string[] =>
  (text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (word) => !SAME_IN_EVERY_LANGUAGE.has(word),
  );
