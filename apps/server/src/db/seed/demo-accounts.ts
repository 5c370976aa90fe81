import { MEMBER_TYPES } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { NewMember } from '../../modules/member/index.js';
import type { Database } from '../schema.js';

/** Fixed so the seed is deterministic: the same rows on every machine. */
const SEEDED_AT = Date.UTC(2026, 0, 1);

/**
 * The published demo passwords, hashed once at a low cost with fixed salts so seeding costs
 * nothing and every database gets the same rows. The cost travels in the hash, and the first
 * login upgrades it to the configured one (see needsRehash).
 * demo01 and demo02: Demo1234; agent01: Agent1234.
 */
const HASHES = {
  demo01:
    'scrypt$16384$8$1$IaciEK3fViq+l7JP0SGNgw==$gdSHfsLZT7zxoDg+syH1/B9Q4n6/o73w3f3z0o/Sa7b/A36ezBVgejHSaWqNUK8cY7Bw2NBhPuzESpxqwInDKQ==',
  agent01:
    'scrypt$16384$8$1$dmnjNKGIalDv2S/UcqPKcA==$Dp4HDY752u59wiszEwb4Pb//66dZA545DhjNXaVS+Yfy+cHpBT+F3VQ1dAl7hx1WCV1Yei9O2wJsx8dQc1Dq6w==',
  demo02:
    'scrypt$16384$8$1$zQoUKKEVanr73sYnwJCo4g==$8Pklk0iLsWmvtdVZPZnOWdN4FAAPbbyRBB5kYaAt0XObYFMhraHM/LoSSN1KtaS9fuTeDC3kBU8B+LxEEDcg/g==',
} as const;

type DemoAccount = Omit<NewMember, 'merchant_id' | 'upline_id'> & { uplineName?: string };

/** In creation order: an upline comes before its downlines. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo01',
    password_hash: HASHES.demo01,
    type: MEMBER_TYPES.member,
    nickname: 'Demo Player',
    email: 'demo01@example.com',
    dialing_code: '95',
    mobile: '912345678',
    affiliate_code: 'DEMO01',
    register_method: 'H5',
    created_at: SEEDED_AT,
  },
  {
    username: 'agent01',
    password_hash: HASHES.agent01,
    type: MEMBER_TYPES.agent1,
    nickname: 'Demo Agent',
    affiliate_code: 'AGENT01',
    register_method: 'H5',
    created_at: SEEDED_AT,
  },
  {
    username: 'demo02',
    password_hash: HASHES.demo02,
    type: MEMBER_TYPES.member,
    nickname: 'Demo Player 2',
    affiliate_code: 'DEMO02',
    referred_by_code: 'AGENT01',
    uplineName: 'agent01',
    register_method: 'H5',
    created_at: SEEDED_AT,
  },
];

const idOf = async (db: Kysely<Database>, merchantId: number, username: string) =>
  (
    await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirst()
  )?.id;

/** Creates the demo site's accounts once; running it again changes nothing. */
export const seedDemoAccounts = async (db: Kysely<Database>, merchantCode: string) => {
  const site = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  if (!site) return;
  for (const { uplineName, ...account } of DEMO_ACCOUNTS) {
    if (await idOf(db, site.id, account.username)) continue;
    const uplineId = uplineName ? ((await idOf(db, site.id, uplineName)) ?? null) : null;
    await db
      .insertInto('members')
      .values({ ...account, merchant_id: site.id, upline_id: uplineId })
      .execute();
  }
};
