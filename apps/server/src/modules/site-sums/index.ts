/**
 * Site sums (migration 0046): per site and site day, the settled bets by vendor and category,
 * the members' entries of the kept ledger types, who was active and who deposited for the
 * first time. The team tree records them with the team sums, in the transaction that writes
 * what they count (it is told of every settled bet, kept entry and active day); the reports
 * read them. Free-trial members (play money) count nowhere. This module reads no other
 * module's tables but the members' site and type.
 */
export {
  firstDepositsByVipLevel,
  siteActive,
  siteBetRows,
  siteLedgerRows,
} from './site-sums.reads.js';
export {
  addSiteActive,
  addSiteBet,
  addSiteBets,
  addSiteLedger,
  FIRST_DEPOSIT,
  SITE_LEDGER_TYPES,
  type SiteLedgerType,
} from './site-sums.writes.js';
