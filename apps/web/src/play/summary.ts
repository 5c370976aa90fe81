import type { RoundView } from '@lotto/contract';
import { formatAmount, fromMinor, toMinor } from './money';

const RANKS: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const rank = (n: number) => RANKS[n] ?? String(n);
const times = (hundredths: number) => (hundredths / 100).toFixed(2);

/** A settled round in a few characters, for the session history. */
export const summaryOf = ({ outcome, choice }: RoundView): string => {
  if (!outcome) return '…';
  switch (outcome.kind) {
    case 'slot':
      return `×${outcome.multiplier}`;
    case 'table':
      return `${rank(outcome.player)} : ${rank(outcome.banker)}`;
    case 'single':
    case 'match':
      return `${outcome.homeGoals} : ${outcome.awayGoals}`;
    case 'dice': {
      const target = choice.kind === 'dice' ? choice.target : 0;
      return `${times(outcome.roll)} ${outcome.roll < target * 100 ? '<' : '≥'} ${target}`;
    }
    case 'crash': {
      const cashOut = choice.kind === 'crash' ? choice.cashOut : 0;
      return `${times(outcome.crashPoint)}× / ${times(cashOut)}×`;
    }
  }
};

/** What the round left the player with: "+15.00", "-10.00" or "0.00". */
export const netOf = ({ stake, win }: RoundView): string => {
  const net = (toMinor(win ?? '0') ?? 0) - (toMinor(stake) ?? 0);
  return net > 0 ? `+${fromMinor(net)}` : fromMinor(net);
};

/** The net in money, signed before the currency: "+K 15.00", "−K 0.08" (a true minus), "K 0.00". */
export const signedNetOf = (round: RoundView, currency: string): string => {
  const net = netOf(round);
  const sign = net.startsWith('+') ? '+' : net.startsWith('-') ? '−' : '';
  return `${sign}${currency} ${formatAmount(net.replace(/^[+-]/, ''))}`;
};
