import { type GameCategory, LOTTERY_LAUNCHER_VENDORS, type PlayKind } from '@lotto/contract';
import { AppError } from '../../errors.js';
import { baseReturnOf } from '../jackpot/index.js';
import { IN_HOUSE_VENDOR } from './in-house-vendor.js';
import { slotOdds, spin } from './slot.js';
import { matchOpenForBets } from './sports-bet.js';
import { dealTable, matchOdds, playMatch, tableOdds } from './table-and-match.js';
import { type RoundDraw, type Vendor, vendorPageUrl } from './vendor.js';

/**
 * The demo vendor that ships with the seed: it plays every catalogue game of the third-party
 * vendors, by category. Slots and fish games spin at once; live and card tables open on the bet
 * and settle on the deal; e-sports and cockfights open on the bet and settle on the result;
 * sports take bets on the scheduled matches the vendor keeps (sports-schedule.service.ts), each
 * pending until its match ends. Lottery games and the lottery vendors open the app's lottery launcher instead.
 */

const KIND_BY_CATEGORY: Partial<Record<GameCategory, PlayKind>> = {
  RNG: 'slot',
  FISH: 'slot',
  LIVE: 'table',
  PVP: 'table',
  SPORTS: 'match',
  ESPORTS: 'single',
  COCKFIGHT: 'single',
};
const NOT_SERVED: readonly string[] = [...LOTTERY_LAUNCHER_VENDORS, IN_HOUSE_VENDOR];

const settled = (draw: { outcome: RoundDraw['outcome']; winMinor: number }): RoundDraw => ({
  ...draw,
  fair: null,
  nextFair: null,
});
const OPEN: RoundDraw = { outcome: null, winMinor: null, fair: null, nextFair: null };

export const demoVendor: Vendor = {
  kindOf: (game) =>
    NOT_SERVED.includes(game.vendor) ? null : (KIND_BY_CATEGORY[game.category] ?? null),

  launchUrl: vendorPageUrl,

  odds: (kind, rtp) => {
    if (kind === 'slot') return slotOdds();
    if (kind === 'table') return tableOdds(rtp);
    if (kind === 'single') return matchOdds(rtp);
    // A scheduled match's odds are its own: the page reads them with the match list.
    return {};
  },

  commitment: async () => null,

  place: async (db, { game, stakeMinor, choice, jackpotReturn, now }) => {
    if (choice.kind === 'slot')
      return settled(spin(stakeMinor, baseReturnOf(game.rtp, jackpotReturn)));
    if (choice.kind === 'match') await matchOpenForBets(db, game.id, choice.matchId, now);
    return OPEN;
  },

  settle: ({ choice, stakeMinor }, game) => {
    if (choice.kind === 'table') return settled(dealTable(choice, stakeMinor, game.rtp));
    if (choice.kind === 'single') return settled(playMatch(choice, stakeMinor, game.rtp));
    // The schedule job settles it by its match's result.
    if (choice.kind === 'match') throw new AppError('sports.bet.pending');
    throw new Error(`demo vendor: a ${choice.kind} round is never open`);
  },
};
