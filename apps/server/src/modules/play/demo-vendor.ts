import { type GameCategory, LOTTERY_LAUNCHER_VENDORS, type PlayKind } from '@lotto/contract';
import { baseReturnOf } from '../jackpot/index.js';
import { IN_HOUSE_VENDOR } from './in-house-vendor.js';
import { slotOdds, spin } from './slot.js';
import { dealTable, matchOdds, playMatch, tableOdds } from './table-and-match.js';
import { type RoundDraw, type Vendor, vendorPageUrl } from './vendor.js';

/**
 * The demo vendor that ships with the seed: it plays every catalogue game of the third-party
 * vendors, by category. Slots and fish games spin at once; live and card tables open on the bet
 * and settle on the deal; sports, e-sports and cockfights open on the bet and settle on the
 * result. Lottery games and the lottery vendors open the app's lottery launcher instead.
 */

const KIND_BY_CATEGORY: Partial<Record<GameCategory, PlayKind>> = {
  RNG: 'slot',
  FISH: 'slot',
  LIVE: 'table',
  PVP: 'table',
  SPORTS: 'single',
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
    return {};
  },

  commitment: async () => null,

  place: async (_db, { game, stakeMinor, choice, jackpotReturn }) => {
    if (choice.kind === 'slot')
      return settled(spin(stakeMinor, baseReturnOf(game.rtp, jackpotReturn)));
    return OPEN;
  },

  settle: ({ choice, stakeMinor }, game) => {
    if (choice.kind === 'table') return settled(dealTable(choice, stakeMinor, game.rtp));
    if (choice.kind === 'single') return settled(playMatch(choice, stakeMinor, game.rtp));
    throw new Error(`demo vendor: a ${choice.kind} round is never open`);
  },
};
