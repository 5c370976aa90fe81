import { parseMinor } from '../wallet/schemas.js';
import { CONTRACT_MAX_TIERS, type ContractTerms } from './contracts.schemas.js';

/**
 * The rules an offer's terms must meet beyond their shape, one list for the offer form and
 * the server: tiers strictly ascending by their threshold (and never asking for fewer members
 * than the tier below), percents above 0 and at most 100 with 2 decimals, sums above 0.
 */

export interface TermProblem {
  field: string;
  message: string;
}

const isPercent = (p: number) => p > 0 && p <= 100 && Math.round(p * 100) === p * 100;
const minor = (text: string) => parseMinor(text) ?? -1;

const tierCount = (n: number): TermProblem[] =>
  n < 1 || n > CONTRACT_MAX_TIERS
    ? [{ field: 'tiers', message: `between 1 and ${CONTRACT_MAX_TIERS} tiers` }]
    : [];

const dailyProblems = (terms: Extract<ContractTerms, { kind: 'daily' }>): TermProblem[] => {
  const problems = tierCount(terms.tiers.length);
  terms.tiers.forEach((tier, i) => {
    const below = terms.tiers[i - 1];
    if (minor(tier.amount) <= 0) problems.push({ field: `tiers.${i}.amount`, message: 'above 0' });
    if (below && minor(tier.validStake) <= minor(below.validStake))
      problems.push({ field: `tiers.${i}.validStake`, message: 'above the tier before' });
    if (below && tier.activeMembers < below.activeMembers)
      problems.push({ field: `tiers.${i}.activeMembers`, message: 'not below the tier before' });
    if (below && minor(tier.amount) <= minor(below.amount))
      problems.push({ field: `tiers.${i}.amount`, message: 'above the tier before' });
  });
  return problems;
};

const dividendProblems = (terms: Extract<ContractTerms, { kind: 'dividend' }>): TermProblem[] => {
  const problems = tierCount(terms.tiers.length);
  terms.tiers.forEach((tier, i) => {
    const below = terms.tiers[i - 1];
    if (!isPercent(tier.percent))
      problems.push({ field: `tiers.${i}.percent`, message: 'above 0, at most 100' });
    if (minor(tier.netLoss) < 0)
      problems.push({ field: `tiers.${i}.netLoss`, message: 'not below 0' });
    if (below && minor(tier.netLoss) <= minor(below.netLoss))
      problems.push({ field: `tiers.${i}.netLoss`, message: 'above the tier before' });
  });
  return problems;
};

const hourlyProblems = (terms: Extract<ContractTerms, { kind: 'hourly' }>): TermProblem[] => {
  const problems: TermProblem[] = [];
  if (minor(terms.minValidStake) < 0)
    problems.push({ field: 'minValidStake', message: 'not below 0' });
  const hasPercent = terms.percent !== undefined;
  const hasAmount = terms.amount !== undefined;
  if (hasPercent === hasAmount)
    problems.push({ field: 'percent', message: 'a percent or an amount, not both' });
  if (terms.percent !== undefined && !isPercent(terms.percent))
    problems.push({ field: 'percent', message: 'above 0, at most 100' });
  if (terms.amount !== undefined && minor(terms.amount) <= 0)
    problems.push({ field: 'amount', message: 'above 0' });
  return problems;
};

/** Every problem of the terms; none when they may be offered. */
export const checkContractTerms = (terms: ContractTerms): TermProblem[] => {
  switch (terms.kind) {
    case 'daily':
      return dailyProblems(terms);
    case 'dividend':
      return dividendProblems(terms);
    case 'hourly':
      return hourlyProblems(terms);
  }
};
