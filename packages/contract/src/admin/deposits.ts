import { z } from 'zod/mini';
import { DEPOSIT_CHANNEL_KINDS, DEPOSIT_STATUSES } from '../deposits/schemas.js';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { idParams, reviewBody } from './schemas.js';

/**
 * The back office's deposits (permission deposits.review): the queue of bank transfers waiting
 * with their receipts, approve (credits the declared amount once) or reject with a reason, and
 * gateway orders with every callback their gateway sent.
 */

export const adminDepositsQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    status: z._default(z.enum(DEPOSIT_STATUSES), 'pending'),
    kind: z.optional(z.enum(DEPOSIT_CHANNEL_KINDS)),
  }),
);

export const adminDeposit = onFirstUse(() =>
  z.object({
    id: z.int(),
    orderNo: z.string(),
    memberId: z.int(),
    username: z.string(),
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    channelName: z.string(),
    amount: moneyString,
    currency: z.string(),
    status: z.enum(DEPOSIT_STATUSES),
    depositorName: z.nullable(z.string()),
    reference: z.nullable(z.string()),
    hasReceipt: z.boolean(),
    reason: z.nullable(z.string()),
    providerTxnId: z.nullable(z.string()),
    createdAt: z.number(),
    settledAt: z.nullable(z.number()),
  }),
);
export type AdminDeposit = z.infer<typeof adminDeposit>;
export const adminDepositsPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(adminDeposit) }),
);

export const adminCallback = onFirstUse(() =>
  z.object({
    id: z.int(),
    verdict: z.string(),
    providerTxnId: z.nullable(z.string()),
    rawBody: z.string(),
    createdAt: z.number(),
  }),
);
export type AdminCallback = z.infer<typeof adminCallback>;
export const adminCallbacksAnswer = onFirstUse(() => z.object({ list: z.array(adminCallback) }));

export const deposits = adminEndpoint({
  method: 'GET',
  path: '/admin/api/deposits',
  guard: 'deposits.review',
  query: adminDepositsQuery,
  answer: adminDepositsPage,
});

export const approveDeposit = adminEndpoint({
  method: 'POST',
  path: '/admin/api/deposits/:id/approve',
  guard: 'deposits.review',
  params: idParams,
  answer: adminDeposit,
});

export const rejectDeposit = adminEndpoint({
  method: 'POST',
  path: '/admin/api/deposits/:id/reject',
  guard: 'deposits.review',
  params: idParams,
  body: reviewBody,
  answer: adminDeposit,
});

/** The receipt of a bank transfer, to operators with deposits.review only. */
export const depositReceipt = adminEndpoint({
  method: 'GET',
  path: '/admin/api/deposits/:id/receipt',
  guard: 'deposits.review',
  params: idParams,
  produces: 'image',
});

/** Every callback the gateway sent about an order, as it came, with the platform's verdict. */
export const depositCallbacks = adminEndpoint({
  method: 'GET',
  path: '/admin/api/deposits/:id/callbacks',
  guard: 'deposits.review',
  params: idParams,
  answer: adminCallbacksAnswer,
});
