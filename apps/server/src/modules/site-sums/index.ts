/**
 * Site sums (migration 0046): per site and site day, the settled bets by vendor and category,
 * the members' entries of the kept ledger types, who was active and who deposited for the
 * first time. The team tree records them with the team sums, in the transaction that writes
 * what they count (it is told of every settled bet, kept entry and active day); the reports
 * read them. Sign-up lists each new member but free-trial ones (play money) in site_members,
 * which says the site of a member whose figures count.
 */
export {
  firstDepositsOfSet,
  siteActive,
  siteBetRows,
  siteLedgerRows,
} from './site-sums.reads.js';
export {
  addSiteActive,
  addSiteBet,
  addSiteBets,
  addSiteLedger,
  addSiteMember,
  FIRST_DEPOSIT,
  SITE_LEDGER_TYPES,
} from './site-sums.writes.js';
