import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Transfers to downlines (team management): cash from the agent's own balance to members of
 * its team, with the payment password. Any member of the caller's team may receive, at any
 * depth (the platform's rule), never the agent itself nor anyone outside the team
 * (team.member.not.found). Each transfer is one `transfer` ledger transaction and an inbox
 * message to the receiver; a multiple transfer is all or nothing. The same requestId
 * transfers once and answers the first result again.
 */

/** Most members one multiple transfer pays. */
export const MAX_TEAM_TRANSFER_MEMBERS = 20;

const amount = () => moneyString.check(z.regex(/^\d{1,13}\.\d{2}$/));
const memberId = () => z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
const secured = () => ({
  paymentPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Made once per submitted form: a retried or doubled request transfers once. */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});

export const transferDownlineBody = onFirstUse(() =>
  z.object({ memberId: memberId(), amount: amount(), ...secured() }),
);
export type TransferDownlineBody = z.infer<typeof transferDownlineBody>;

export const transferMultipleDownlineBody = onFirstUse(() =>
  z.object({
    /** Different members, one amount each. */
    items: z
      .array(z.object({ memberId: memberId(), amount: amount() }))
      .check(z.minLength(1), z.maxLength(MAX_TEAM_TRANSFER_MEMBERS)),
    ...secured(),
  }),
);
export type TransferMultipleDownlineBody = z.infer<typeof transferMultipleDownlineBody>;

export const teamTransferAnswer = onFirstUse(() =>
  z.object({
    /** One ledger transaction per member paid, in the order asked. */
    transactionIds: z.array(z.int()),
    /** The agent's cash after the transfer. */
    balance: moneyString,
  }),
);
export type TeamTransferAnswer = z.infer<typeof teamTransferAnswer>;
