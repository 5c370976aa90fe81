import type { ContractTerms } from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../context.js';
import {
  decideContract,
  hasContractOf,
  runContracts,
  writeOffer,
} from '../modules/contracts/index.js';
import { findMemberByUsername, type MemberRow } from '../modules/member/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

const DAY = 24 * 60 * 60_000;
/** How many past days agent02's daily salary has been paid for. */
const PAID_DAYS = 7;

const DEMO_DAILY: ContractTerms = {
  kind: 'daily',
  tiers: [
    { validStake: '1.00', activeMembers: 1, amount: '5.00' },
    { validStake: '100.00', activeMembers: 2, amount: '20.00' },
    { validStake: '1000.00', activeMembers: 3, amount: '50.00' },
  ],
};
const DEMO_DIVIDEND: ContractTerms = {
  kind: 'dividend',
  minActiveMembers: 2,
  tiers: [
    { netLoss: '0.00', percent: 10 },
    { netLoss: '5000.00', percent: 15 },
    { netLoss: '20000.00', percent: 20 },
  ],
};
const DEMO_HOURLY: ContractTerms = {
  kind: 'hourly',
  minValidStake: '50.00',
  minActiveMembers: 1,
  percent: 0.5,
};

const at = <C extends { now: () => number }>(ctx: C, ms: number): C => ({ ...ctx, now: () => ms });

/** The agent as its own request would be: the accept service takes the member who answers. */
const asMember = (ctx: SiteCtx, m: MemberRow): MemberCtx => ({
  ...ctx,
  language: 'EN',
  ip: '127.0.0.1',
  member: {
    id: m.id,
    merchantId: m.merchant_id,
    type: Number(m.type),
    sessionId: 0,
    userName: m.username,
  },
  cookies: {},
});

/**
 * The demo team's contracts (after demo-agent-team): agent01 offered agent02 a daily salary
 * contract a week ago, agent02 accepted it, and the daily job's own run paid each day since
 * from agent01's cash, with the seed's clock set to each day; the operator's dividend contract
 * waits for agent01's answer (its home shows the dialog); agent02's hourly offer waits for
 * agent03. A team that is not there, or has its contracts, is left alone.
 */
export const seedDemoAgentContracts = async (ctx: SeedCtx, merchantCode: string) => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const [agent01, agent02, agent03] = await Promise.all(
    ['agent01', 'agent02', 'agent03'].map((name) => findMemberByUsername(siteCtx, name)),
  );
  if (!agent01 || !agent02 || !agent03) return;
  if (await hasContractOf(siteCtx, agent02.id, 'daily')) return;
  const start = ctx.now() - PAID_DAYS * DAY;
  const offer = await writeOffer(at(siteCtx, start), agent01.id, agent02.id, DEMO_DAILY);
  await decideContract(asMember(at(siteCtx, start), agent02), offer.id, { decision: 'accept' });
  for (let day = 1; day <= PAID_DAYS; day++) {
    const when = start + day * DAY;
    // The seed's step is one transaction already: each run's work goes straight into it.
    await runContracts(at(ctx, when), 'daily', when, (_key, work) => work(ctx.db));
  }
  await writeOffer(siteCtx, null, agent01.id, DEMO_DIVIDEND);
  await writeOffer(siteCtx, agent02.id, agent03.id, DEMO_HOURLY);
};
