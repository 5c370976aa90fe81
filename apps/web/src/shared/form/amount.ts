import { formatMinor, parseMinor } from '@lotto/contract';

/**
 * What the member typed as the wire's money string ("1,000" -> "1000.00", "12.5" -> "12.50"),
 * or null when it is not a positive amount. The request's own schema judges the result.
 */
export const wireAmount = (typed: string): string | null => {
  const minor = parseMinor(typed.replaceAll(',', ''));
  return minor === null || minor <= 0 ? null : formatMinor(minor);
};
