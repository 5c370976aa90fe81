import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Agents' contracts (spec/02 "Agent area"): an upline offers one to a direct sub-agent (an
 * operator to a top agent), who accepts or refuses it. Money travels as 2-decimal strings;
 * percents as numbers with at most 2 decimals.
 */

/** Daily salary, dividend per half-month, hourly salary. */
export const CONTRACT_KINDS = ['daily', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const contractKind = onFirstUse(() => z.enum(CONTRACT_KINDS));

/** offered -> accepted | refused; accepted -> ended when an accepted new offer replaces it. */
export const CONTRACT_STATES = ['offered', 'accepted', 'refused', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/**
 * What a period's run came to: paid in full; paid in part (the payer had less cash than due:
 * all it had was paid, the rest is not owed later); nothing paid for want of cash; or the
 * team's figures fell short of the terms.
 */
export const RUN_STATUSES = ['issued', 'partial', 'insufficient', 'not_reached'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Most tiers a contract may have. */
export const CONTRACT_MAX_TIERS = 10;
/** Largest count of active members a term may ask for. */
export const CONTRACT_MAX_MEMBERS = 100_000;

const members = onFirstUse(() => z.int().check(z.minimum(0), z.maximum(CONTRACT_MAX_MEMBERS)));
/** 0.01 to 100 with at most 2 decimals (checked by checkContractTerms). */
const percent = onFirstUse(() => z.number().check(z.minimum(0), z.maximum(100)));

export const dailyTerms = onFirstUse(() =>
  z.object({
    kind: z.literal('daily'),
    /** Each tier: the previous site day's team valid stake and active members -> the salary. */
    tiers: z.array(
      z.object({ validStake: moneyString, activeMembers: members, amount: moneyString }),
    ),
  }),
);

export const dividendTerms = onFirstUse(() =>
  z.object({
    kind: z.literal('dividend'),
    /** Fewer active (betting) members over the half-month: no dividend. */
    minActiveMembers: members,
    /** Each tier: the team's net loss (after carry-over) from which its percent applies. */
    tiers: z.array(z.object({ netLoss: moneyString, percent })),
  }),
);

export const hourlyTerms = onFirstUse(() =>
  z.object({
    kind: z.literal('hourly'),
    minValidStake: moneyString,
    minActiveMembers: members,
    /** Either a percent of the hour's team valid stake or a fixed amount: exactly one. */
    percent: z.optional(percent),
    amount: z.optional(moneyString),
  }),
);

export const contractTerms = onFirstUse(() =>
  z.discriminatedUnion('kind', [dailyTerms, dividendTerms, hourlyTerms]),
);
export type ContractTerms = z.infer<typeof contractTerms>;
export type DailyTerms = z.infer<typeof dailyTerms>;
export type DividendTerms = z.infer<typeof dividendTerms>;
export type HourlyTerms = z.infer<typeof hourlyTerms>;

export const contractView = onFirstUse(() =>
  z.object({
    id: z.int(),
    kind: contractKind,
    state: z.enum(CONTRACT_STATES),
    /** The sub-agent who holds it. */
    memberId: z.int(),
    username: z.string(),
    /** Who offered it: the upline's username, or null for the operator. */
    offeredBy: z.nullable(z.string()),
    terms: contractTerms,
    createdAt: z.int(),
    decidedAt: z.nullable(z.int()),
  }),
);
export type ContractView = z.infer<typeof contractView>;

/** Spec/02 section 3: each value non-empty (the contract's id) when one waits for an answer. */
export const contractPendingAnswer = onFirstUse(() =>
  z.object({
    dailysalreqtype: z.string(),
    divtypecompperiodreq: z.string(),
    contracthoursalreq: z.string(),
  }),
);
export type ContractPendingAnswer = z.infer<typeof contractPendingAnswer>;

export const contractKindParams = onFirstUse(() => z.object({ kind: contractKind }));

/** The signed-in agent's latest contract of the kind (offered, accepted or refused). */
export const myContractAnswer = onFirstUse(() => z.object({ contract: z.nullable(contractView) }));
export type MyContractAnswer = z.infer<typeof myContractAnswer>;

export const contractIdParams = onFirstUse(() =>
  z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)) }),
);

export const contractDecisionBody = onFirstUse(() =>
  z.object({ decision: z.enum(['accept', 'refuse']) }),
);
export type ContractDecisionBody = z.infer<typeof contractDecisionBody>;

export const contractOfferBody = onFirstUse(() =>
  z.object({
    memberId: z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1)),
    terms: contractTerms,
  }),
);
export type ContractOfferBody = z.infer<typeof contractOfferBody>;

/** The caller's direct sub-agents who may hold contracts, each with its live contracts. */
export const downlineContractsAnswer = onFirstUse(() =>
  z.object({
    list: z.array(
      z.object({ memberId: z.int(), username: z.string(), contracts: z.array(contractView) }),
    ),
  }),
);
export type DownlineContractsAnswer = z.infer<typeof downlineContractsAnswer>;

export const contractRunsQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, kind: z._default(contractKind, 'dividend') }),
);
export type ContractRunsQuery = z.infer<typeof contractRunsQuery>;

/** One period's run of a contract: the team's figures, what was due and what was paid. */
export const contractRun = onFirstUse(() =>
  z.object({
    id: z.int(),
    contractId: z.int(),
    kind: contractKind,
    /** YYYY-MM-DD (daily), YYYY-MM-DDTHH (hourly, site hour), YYYY-MM-1 or -2 (half-month). */
    period: z.string(),
    status: z.enum(RUN_STATUSES),
    validStake: moneyString,
    activeMembers: z.int(),
    /** Dividend: the team's net loss over the period, and the negative carry-over it met. */
    netLoss: moneyString,
    carryIn: moneyString,
    due: moneyString,
    paid: moneyString,
    createdAt: z.int(),
  }),
);
export type ContractRun = z.infer<typeof contractRun>;

export const contractRunsAnswer = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(contractRun) }),
);
export type ContractRunsAnswer = z.infer<typeof contractRunsAnswer>;
