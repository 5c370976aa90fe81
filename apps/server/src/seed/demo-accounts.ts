import { MEMBER_TYPES } from '@lotto/contract';
import type { SiteCtx } from '../context.js';
import {
  findMemberByUsername,
  hashPassword,
  type NewMemberFields,
} from '../modules/member/index.js';
import { signUp } from '../modules/signup/index.js';
import { findSite } from '../modules/system/index.js';
import { getBalances, grantWelcomeCredit } from '../modules/wallet/index.js';
import type { SeedCtx } from './seed-steps.js';

/** The accounts were opened with the site (a fixed date, as the site's rows have). */
const SEEDED_AT = Date.UTC(2026, 0, 1);

interface DemoAccount {
  username: string;
  /** Published in the README. */
  password: string;
  /** Who brought them in: the upline's username (created before them). */
  uplineName?: string;
  fields: Omit<NewMemberFields, 'password' | 'uplineId'>;
}

/** In creation order: an upline comes before its downlines. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo01',
    password: 'Demo1234',
    fields: {
      type: MEMBER_TYPES.member,
      nickname: 'Demo Player',
      email: 'demo01@example.com',
      dialingCode: '95',
      // Proved, as if by an SMS code: SMS login and reset by phone reach demo01 by it.
      mobile: '912345678',
      mobileVerified: true,
      affiliateCode: 'DEMO01',
      registerMethod: 'H5',
    },
  },
  {
    username: 'agent01',
    password: 'Agent1234',
    fields: {
      type: MEMBER_TYPES.agent1,
      nickname: 'Demo Agent',
      affiliateCode: 'AGENT01',
      registerMethod: 'H5',
    },
  },
  {
    username: 'demo02',
    password: 'Demo1234',
    uplineName: 'agent01',
    fields: {
      type: MEMBER_TYPES.member,
      nickname: 'Demo Player 2',
      affiliateCode: 'DEMO02',
      referredByCode: 'AGENT01',
      registerMethod: 'H5',
    },
  },
];

/**
 * The published passwords, each hashed once per process at the seed's cost: test apps seed a
 * fresh database for every test, and three hashes each would add up. Stored hashes carry their
 * cost, so the next login upgrades them to the configured one (see SeedOptions).
 */
const hashes = new Map<string, Promise<string>>();
export const demoHash = (password: string, log2: number): Promise<string> => {
  const key = `${log2}:${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPassword(password, log2);
    hashes.set(key, hash);
    hash.catch(() => hashes.delete(key));
  }
  return hash;
};

const signUpDemo = async (ctx: SiteCtx, account: DemoAccount, log2: number) => {
  const upline = account.uplineName
    ? await findMemberByUsername(ctx, account.uplineName)
    : undefined;
  const password = { hash: await demoHash(account.password, log2) };
  const member = { ...account.fields, password, uplineId: upline?.id ?? null };
  return (await signUp(ctx, { member, username: account.username })).member;
};

/**
 * Signs the demo accounts up through the sign-up service, as a registration would: member,
 * welcome credit, invitation codes, the agent's downline. An account that is already there is
 * kept; one that was seeded before sign-up credited members gets its welcome credit now.
 */
export const seedDemoAccounts = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site, now: () => SEEDED_AT };
  // The hashes run side by side (scrypt uses the thread pool); the sign-ups then wait for none.
  await Promise.all(DEMO_ACCOUNTS.map((a) => demoHash(a.password, ctx.options.passwordHashLog2)));
  for (const account of DEMO_ACCOUNTS) {
    const found = await findMemberByUsername(siteCtx, account.username);
    if (!found) {
      await signUpDemo(siteCtx, account, ctx.options.passwordHashLog2);
    } else if ((await getBalances(siteCtx, found.id)).length === 0) {
      await grantWelcomeCredit(siteCtx, { memberId: found.id, memberType: found.type });
    }
  }
};
