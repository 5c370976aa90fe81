import { HELP_INDEX_MAX } from '@lotto/contract';
import { inertDocumentOf } from '../../shared/html/sanitize';

/** The entry `?i=` names: a whole number the API accepts, else null (nothing to ask for). */
export const helpIndexOf = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null;
  const index = Number(raw);
  return index <= HELP_INDEX_MAX ? index : null;
};

/** The words of an entry's HTML, for a preview line; sanitized first, parsed inert. */
export const plainTextOf = (html: string): string => {
  const doc = inertDocumentOf(html);
  // Blocks end words: "<li>Pay</li><li>Wait</li>" reads "Pay Wait", not "PayWait".
  for (const block of doc.body.querySelectorAll('p, li, h1, h2, h3, h4, div, br')) block.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/** A date as YYYY/MM/DD in the phone's time zone (spec/02's list date format). */
export const dayOf = (epochMs: number): string => {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())}`;
};
