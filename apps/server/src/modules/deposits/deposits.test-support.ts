import { API, pathWith } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { siteCtxOf } from '../../../test/context.js';
import type { TestApp } from '../../../test/test-app.js';
import { demoScreenshotPng } from '../../seed/demo-png.js';
import { callbackOf, closePayment, signBody } from '../demo-gateway/index.js';

/** Test helpers of deposits: channels by kind, orders made over HTTP, signed callbacks. */

export type Headers = Record<string, string>;

export const channelIds = async (t: TestApp) => {
  const rows = await t.db.selectFrom('deposit_channels').select(['id', 'kind']).execute();
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.id ?? 0;
  return { bank: of('bank'), gateway: of('gateway'), ewallet: of('ewallet') };
};

/** A real PNG receipt (a small screenshot). */
export const pngBytes = (): Buffer => demoScreenshotPng();

/** A bank transfer's multipart body: its fields and, unless left out, a `receipt` file. */
export const bankForm = (fields: Record<string, string>, receipt: Buffer | null = pngBytes()) => {
  const boundary = '----depositTestBoundary7MA4YWxk';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (receipt) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      receipt,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const putBank = (
  app: FastifyInstance,
  headers: Headers,
  fields: Record<string, string>,
  receipt?: Buffer | null,
) => {
  const form = bankForm(fields, receipt);
  return app.inject({
    method: 'PUT',
    url: API.deposits.orders,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

export const postGateway = (app: FastifyInstance, headers: Headers, body: object) =>
  app.inject({ method: 'POST', url: API.deposits.orders, headers, payload: body });

export const getOrder = (app: FastifyInstance, headers: Headers, id: number) =>
  app.inject({ method: 'GET', url: pathWith(API.deposits.order, { id }), headers });

/** A gateway order made over HTTP: its id and the demo gateway's payment id. */
export const gatewayOrder = async (
  app: FastifyInstance,
  headers: Headers,
  channelId: number,
  amount = '100.00',
) => {
  const res = await postGateway(app, headers, { channelId, amount });
  const value = res.json().value as { order: { id: number; orderNo: string }; payUrl: string };
  if (!value?.payUrl) throw new Error(`no gateway order: ${res.body}`);
  const paymentId = value.payUrl.split('/').pop()?.split('?')[0] ?? '';
  return { ...value.order, paymentId };
};

/** The payer pays (or cancels) at the demo gateway; answers the gateway's signed callback. */
export const payAtGateway = async (
  t: TestApp,
  paymentId: string,
  outcome: 'paid' | 'cancelled' = 'paid',
) => {
  const ctx = await siteCtxOf(t.db, 'demo', t.app.config.now);
  const payment = await closePayment(ctx, paymentId, outcome);
  if (!payment) throw new Error('no payment');
  return callbackOf(payment, t.app.config.now());
};

export const postCallback = (
  app: FastifyInstance,
  body: string,
  signature: string | null = signBody(body),
) =>
  app.inject({
    method: 'POST',
    url: pathWith(API.deposits.callback, { gateway: 'demo' }),
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-gateway-signature': signature } : {}),
    },
    payload: body,
  });

export const cashOf = async (t: TestApp, memberId: number): Promise<number> => {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
};

export const depositTransactions = (t: TestApp) =>
  t.db
    .selectFrom('ledger_transactions')
    .select(['id', 'idempotency_key'])
    .where('type', '=', 'deposit')
    .execute();

export const callbacksLogged = (t: TestApp) =>
  t.db
    .selectFrom('deposit_callbacks')
    .select(['verdict', 'order_id', 'raw_body'])
    .orderBy('id')
    .execute();
