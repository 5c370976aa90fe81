import type { ContractTerms, RunStatus } from '@lotto/contract';
import { parseMinor } from '@lotto/contract';
import type { TeamBetFigures } from '../play/index.js';

/**
 * What a contract's terms make of a period's team figures, exactly in integers: the amount due
 * (0: not reached) and, for a dividend, the negative net loss carried to the next period.
 * A percent is applied once to the whole amount and rounded down once.
 */
export interface Due {
  dueMinor: number;
  carryOutMinor: number;
}

const minor = (text: string) => parseMinor(text) ?? 0;
const basisPoints = (percent: number) => Math.round(percent * 100);
const share = (amount: number, percent: number) =>
  Math.floor((amount * basisPoints(percent)) / 10_000);

const dailyDue = (terms: Extract<ContractTerms, { kind: 'daily' }>, f: TeamBetFigures) => {
  const reached = terms.tiers.filter(
    (t) => f.validStakeMinor >= minor(t.validStake) && f.activeMembers >= t.activeMembers,
  );
  const top = reached.at(-1);
  return top ? minor(top.amount) : 0;
};

/**
 * The team's net loss plus the carry-over (0 or negative: periods the team won). Whatever the
 * tiers say, a period whose sum is negative carries it on; one whose sum is positive uses the
 * carry up, paid or not.
 */
const dividendDue = (
  terms: Extract<ContractTerms, { kind: 'dividend' }>,
  f: TeamBetFigures,
  carryInMinor: number,
): Due => {
  const base = f.netLossMinor + carryInMinor;
  const carryOutMinor = Math.min(0, base);
  if (base <= 0 || f.activeMembers < terms.minActiveMembers) return { dueMinor: 0, carryOutMinor };
  const tier = terms.tiers.filter((t) => base >= minor(t.netLoss)).at(-1);
  return { dueMinor: tier ? share(base, tier.percent) : 0, carryOutMinor };
};

const hourlyDue = (terms: Extract<ContractTerms, { kind: 'hourly' }>, f: TeamBetFigures) => {
  if (f.validStakeMinor <= 0) return 0;
  if (f.validStakeMinor < minor(terms.minValidStake)) return 0;
  if (f.activeMembers < terms.minActiveMembers) return 0;
  if (terms.amount !== undefined) return minor(terms.amount);
  return share(f.validStakeMinor, terms.percent ?? 0);
};

export const dueOf = (terms: ContractTerms, f: TeamBetFigures, carryInMinor: number): Due => {
  switch (terms.kind) {
    case 'daily':
      return { dueMinor: dailyDue(terms, f), carryOutMinor: 0 };
    case 'dividend':
      return dividendDue(terms, f, carryInMinor);
    case 'hourly':
      return { dueMinor: hourlyDue(terms, f), carryOutMinor: 0 };
  }
};

/** The run's status from what was due and what the payer could pay. */
export const statusOf = (dueMinor: number, paidMinor: number): RunStatus => {
  if (dueMinor === 0) return 'not_reached';
  if (paidMinor === dueMinor) return 'issued';
  return paidMinor > 0 ? 'partial' : 'insufficient';
};
