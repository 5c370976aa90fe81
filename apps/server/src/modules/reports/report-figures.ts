import { type adminReportEndpoints, formatMinor } from '@lotto/contract';

/**
 * Report figures from summed rows (docs/reports.md): minor units in, the wire's 2-decimal
 * strings out, with GGR and NGR derived the one way every table derives them.
 */

type AgentFigures = adminReportEndpoints.AgentFigures;
type BetFigures = adminReportEndpoints.BetFigures;
type ReportFigures = adminReportEndpoints.ReportFigures;

/** Settled bets of some rows: count, stake, payout and valid stake (play's rule), minor units. */
export interface BetSums {
  bets: number;
  stake: number;
  payout: number;
  validStake: number;
}

/** Members' entries of the reported types, signed as the ledger has them, minor units. */
export type LedgerSums = Partial<Record<string, { entries: number; amount: number }>>;

export interface MemberCounts {
  activeMembers: number;
  newMembers: number;
}

export const noBets = (): BetSums => ({ bets: 0, stake: 0, payout: 0, validStake: 0 });

export const addBets = (a: BetSums, b: BetSums): BetSums => ({
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  payout: a.payout + b.payout,
  validStake: a.validStake + b.validStake,
});

export const addLedger = (a: LedgerSums, b: LedgerSums): LedgerSums => {
  const sum: LedgerSums = { ...a };
  for (const [type, v] of Object.entries(b)) {
    if (!v) continue;
    const was = sum[type] ?? { entries: 0, amount: 0 };
    sum[type] = { entries: was.entries + v.entries, amount: was.amount + v.amount };
  }
  return sum;
};

const amountOf = (ledger: LedgerSums, ...types: string[]) =>
  types.reduce((n, t) => n + (ledger[t]?.amount ?? 0), 0);

/** The money a report's ledger figures stand for, minor units, paid-out money positive. */
export const ledgerMoney = (ledger: LedgerSums) => {
  const ggrLess = {
    bonuses: amountOf(ledger, 'bonus', 'red_envelope'),
    rebates: amountOf(ledger, 'rebate'),
    commissions: amountOf(ledger, 'commission', 'salary', 'dividend'),
  };
  return {
    deposits: amountOf(ledger, 'deposit'),
    // Paid out of the member's held account: negative entries.
    withdrawals: -amountOf(ledger, 'withdrawal'),
    ...ggrLess,
  };
};

export const betMoneyFigures = (bets: BetSums) => ({
  stake: formatMinor(bets.stake),
  validStake: formatMinor(bets.validStake),
  payout: formatMinor(bets.payout),
  ggr: formatMinor(bets.stake - bets.payout),
});

export const betFigures = (bets: BetSums): BetFigures => ({
  bets: bets.bets,
  ...betMoneyFigures(bets),
});

/** An agent's figures: no counts the team sums do not keep. */
export const agentFigures = (
  members: MemberCounts,
  bets: BetSums,
  ledger: LedgerSums,
): AgentFigures => {
  const money = ledgerMoney(ledger);
  const ggr = bets.stake - bets.payout;
  return {
    ...members,
    ...betMoneyFigures(bets),
    deposits: formatMinor(money.deposits),
    withdrawals: formatMinor(money.withdrawals),
    bonuses: formatMinor(money.bonuses),
    rebates: formatMinor(money.rebates),
    commissions: formatMinor(money.commissions),
    ngr: formatMinor(ggr - money.bonuses - money.rebates - money.commissions),
  };
};

/** Every figure, from the site sums (or members' rows by VIP level). */
export const reportFigures = (
  members: MemberCounts,
  bets: BetSums,
  ledger: LedgerSums,
  firstDeposits: { entries: number; amount: number },
): ReportFigures => ({
  ...agentFigures(members, bets, ledger),
  bets: bets.bets,
  firstDeposits: firstDeposits.entries,
  firstDepositAmount: formatMinor(firstDeposits.amount),
  depositCount: ledger.deposit?.entries ?? 0,
  withdrawalCount: ledger.withdrawal?.entries ?? 0,
});
