import { parseMinor } from '@lotto/contract';
import { formatMoney } from '../../shared/session/balance';

/** Amount checks the form makes before asking the server (which decides again). */

export const minorOf = (amount: string): number => parseMinor(amount) ?? 0;

/** K 1,000.00 */
export const money = (symbol: string, amount: string) => `${symbol} ${formatMoney(amount)}`;

/** "1000.00" shown on a quick pick as "1,000". */
export const quickLabel = (amount: string) => formatMoney(amount).replace(/\.00$/, '');

/** Copies text with the Clipboard API; answers whether it worked. */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
