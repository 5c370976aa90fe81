import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';
import { WITHDRAWAL_STATUSES } from '../withdrawals/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { decisionReason, idParams } from './schemas.js';

/** The back office's withdrawal queue (permission withdrawals.review). */

export const withdrawalQueueQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    status: z._default(z.enum(WITHDRAWAL_STATUSES), 'pending'),
  }),
);

/** A withdrawal as finance sees it: the full account number, to pay it out. */
export const queuedWithdrawal = onFirstUse(() =>
  z.object({
    id: z.int(),
    memberId: z.int(),
    username: z.string(),
    amount: moneyString,
    status: z.enum(WITHDRAWAL_STATUSES),
    bankName: z.string(),
    accountNumber: z.string(),
    payeeName: z.string(),
    approvals: z.int(),
    approvalsNeeded: z.int(),
    reason: z.nullable(z.string()),
    createdAt: z.number(),
    settledAt: z.nullable(z.number()),
  }),
);
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawal>;

export const withdrawalQueuePage = onFirstUse(() =>
  z.object({ list: z.array(queuedWithdrawal), ...pageInfo.shape }),
);

export const withdrawalRejectBody = onFirstUse(() => z.object({ reason: decisionReason }));

export const withdrawalQueue = adminEndpoint({
  method: 'GET',
  path: '/admin/api/withdrawals',
  guard: 'withdrawals.review',
  query: withdrawalQueueQuery,
  answer: withdrawalQueuePage,
});

/** Approves; from the site's threshold a second approval by a different operator pays it. */
export const approveWithdrawal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/approve',
  guard: 'withdrawals.review',
  params: idParams,
  answer: queuedWithdrawal,
});

export const rejectWithdrawal = adminEndpoint({
  method: 'POST',
  path: '/admin/api/withdrawals/:id/reject',
  guard: 'withdrawals.review',
  params: idParams,
  body: withdrawalRejectBody,
  answer: queuedWithdrawal,
});
