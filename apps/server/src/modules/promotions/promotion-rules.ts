import type { GameCategory, PromotionStatus } from '@lotto/contract';
import { z } from 'zod/mini';
import { type Site, siteDay, siteDayBounds } from '../system/index.js';
import type { EntryRow, PromotionRow } from './promotions.tables.js';

/** A promotion's rule: its period, who may take part, and the status a member sees. */

const ids = z.array(z.int());
export const memberTypesOf = (p: PromotionRow): number[] => ids.parse(JSON.parse(p.member_types));
export const categoryIdsOf = (p: PromotionRow): number[] => ids.parse(JSON.parse(p.category_ids));

/** Far enough in the future for "no end" in window arithmetic. */
const NO_END = Number.MAX_SAFE_INTEGER;

export interface Period {
  /** 'once', or the site-local date of a daily promotion. */
  key: string;
  /** What counts toward it (missions): [from, to) within the promotion's own dates. */
  from: number;
  to: number;
}

/** The period `now` falls in: the whole promotion, or the site-local day. */
export const periodOf = (site: Site, p: PromotionRow, now: number): Period => {
  const ends = p.ends_at ?? NO_END;
  if (p.frequency === 'once') return { key: 'once', from: p.starts_at, to: ends };
  const day = siteDayBounds(site.timeZone, now);
  return {
    key: siteDay(site.timeZone, now),
    from: Math.max(day.from, p.starts_at),
    to: Math.min(day.to, ends),
  };
};

export type TimeState = 'coming' | 'open' | 'close';
/** An operator's pause or end closes the promotion whatever its dates say. */
export const timeStateOf = (p: PromotionRow, now: number): TimeState => {
  if (p.state !== 'live') return 'close';
  if (now < p.starts_at) return 'coming';
  if (p.ends_at !== null && now >= p.ends_at) return 'close';
  return 'open';
};

export const isEligible = (p: PromotionRow, memberType: number): boolean =>
  memberTypesOf(p).includes(memberType);

/** The least a claim can pay: a fixed reward, or (first deposit) at least one minor unit. */
const smallestPayout = (p: PromotionRow) => p.reward_minor ?? 1;
export const budgetLeft = (p: PromotionRow): boolean =>
  Number(p.budget_minor) - Number(p.paid_minor) >= smallestPayout(p);

/** What a member without an entry in the period may do first. */
const firstStep = (p: PromotionRow, member: boolean): PromotionStatus => {
  if (p.kind === 'sign_in') return 'claim';
  // Nobody joins a referral: a member takes part already; a guest's tap leads to login.
  if (p.kind === 'referral') return member ? 'joined' : 'join';
  if (p.kind === 'manual') return 'applying';
  return 'join';
};

export interface MemberView {
  memberType: number;
  entry: EntryRow | undefined;
  /** Mission: valid stake in the period so far. */
  validStakeMinor: number | null;
}

export const missionDone = (p: PromotionRow, validStakeMinor: number | null): boolean =>
  p.kind === 'bet_mission' &&
  validStakeMinor !== null &&
  validStakeMinor >= Number(p.mission_target_minor ?? 0);

/**
 * The status a member (or a guest, `view` null) sees. A reward issued or earned stays
 * claimable after the promotion ends; everything else needs it open, the member's type
 * eligible and budget left.
 */
export const statusOf = (
  p: PromotionRow,
  now: number,
  view: MemberView | null,
): PromotionStatus => {
  const time = timeStateOf(p, now);
  const entry = view?.entry;
  if (entry) {
    if (entry.status !== 'joined') return entry.status;
    if (missionDone(p, view.validStakeMinor)) return budgetLeft(p) ? 'claim' : 'close';
    return time === 'open' ? 'joined' : 'close';
  }
  if (time !== 'open') return time;
  if (view && !isEligible(p, view.memberType)) return 'close';
  if (!budgetLeft(p)) return 'close';
  return firstStep(p, view !== null);
};

export const missionCategoryOf = (p: PromotionRow): GameCategory | undefined =>
  (p.mission_category ?? undefined) as GameCategory | undefined;

/** Bonus x N: what later withdrawals wait for (DESIGN.md "Bonus money"). */
export const turnoverFor = (p: PromotionRow, rewardMinor: number): number =>
  rewardMinor * p.turnover_multiplier;

/** First deposit: the percentage of the deposit, up to the cap. */
export const depositBonus = (p: PromotionRow, depositMinor: number): number =>
  Math.min(Math.floor((depositMinor * (p.percent ?? 0)) / 100), Number(p.cap_minor ?? 0));
