import { MEMBER_TYPES } from '@lotto/contract';
import type { TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { downlineWithSession } from '../rebates/rebates.test-support.js';
import { getBalances } from '../wallet/index.js';

/**
 * Test helpers of the agent's downlines: a team with every kind of outsider the agent endpoints
 * must refuse. Each member starts with the demo site's 1000.00 welcome credit and the payment
 * password 135790.
 */
export const PAYMENT_PASSWORD = '135790';

export const teamWithOutsiders = async (t: TestApp) => {
  // The agent's upline and the agent's sibling team under it, with a player of its own.
  const top = await downlineWithSession(t, null, MEMBER_TYPES.agent1);
  const agent = await downlineWithSession(t, top.id, MEMBER_TYPES.agent1);
  const sub = await downlineWithSession(t, agent.id, MEMBER_TYPES.agent1);
  const direct = await downlineWithSession(t, agent.id);
  const deep = await downlineWithSession(t, sub.id);
  const sibling = await downlineWithSession(t, top.id, MEMBER_TYPES.agent1);
  const siblingMember = await downlineWithSession(t, sibling.id);
  // Another agent's tree altogether.
  const other = await downlineWithSession(t, null, MEMBER_TYPES.agent1);
  const otherMember = await downlineWithSession(t, other.id);
  const player = await downlineWithSession(t, null);
  const trial = await downlineWithSession(t, null, MEMBER_TYPES.freeTrial, null);
  return {
    top,
    agent,
    sub,
    direct,
    deep,
    other,
    otherMember,
    sibling,
    siblingMember,
    player,
    trial,
  };
};

/** The member's cash in minor units. */
export const cashOf = async (t: TestApp, m: Pick<Member, 'id'>) =>
  (await getBalances({ db: t.db, now: Date.now, log: t.app.log }, m.id)).find(
    (b) => b.kind === 'cash',
  )?.balanceMinor ?? 0;
