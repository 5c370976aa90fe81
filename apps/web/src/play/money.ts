/**
 * Stakes and balances as the wire carries them ("12.50"): integer minor units in between,
 * never a float, so a stake the player typed reaches the server exactly as shown.
 */

const AMOUNT = /^(\d{1,13})(?:\.(\d{0,2}))?$/;

/** "12.5" as 1250; null for anything that is not a plain non-negative amount. */
export const toMinor = (text: string): number | null => {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

/** 1250 as "12.50". */
export const fromMinor = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** "1234567.5" as "1,234,567.50" for display. */
export const formatAmount = (text: string): string => {
  const minor = toMinor(text.replace(/^-/, ''));
  if (minor === null) return text;
  const [whole = '0', cents = '00'] = fromMinor(minor).split('.');
  return `${text.startsWith('-') ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

/** The stake to send ("10" as "10.00"), or null when it is outside min..max or not an amount. */
export const stakeToSend = (text: string, minBet: string, maxBet: string): string | null => {
  const stake = toMinor(text);
  const min = toMinor(minBet) ?? 0;
  const max = toMinor(maxBet) ?? 0;
  if (stake === null || stake <= 0 || stake < min || stake > max) return null;
  return fromMinor(stake);
};

/** Quick stakes: min, x2, x5 and x10 of it, those within max (spec'd chips of the game page). */
export const quickStakes = (minBet: string, maxBet: string): string[] => {
  const min = toMinor(minBet) ?? 0;
  const max = toMinor(maxBet) ?? 0;
  if (min <= 0) return [];
  const chips = [1, 2, 5, 10].map((times) => min * times).filter((amount) => amount <= max);
  return chips.map(fromMinor);
};

/**
 * How a settled round ended for the player, by what it left them: more than the stake is a
 * win, the stake back a push, less (a line paying under ×1 included) a loss.
 */
export type Verdict = 'win' | 'push' | 'lose';
export const verdictOf = (stake: string, win: string | null): Verdict => {
  const net = toMinor(win ?? '0') ?? 0;
  const staked = toMinor(stake) ?? 0;
  if (net > staked) return 'win';
  return net === staked && net > 0 ? 'push' : 'lose';
};
