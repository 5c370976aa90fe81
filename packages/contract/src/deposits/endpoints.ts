import { endpoint } from '../endpoint.js';
import {
  depositBankFields,
  depositCallbackAnswer,
  depositCallbackParams,
  depositChannelsAnswer,
  depositCreatedAnswer,
  depositGatewayBody,
  depositOrder,
  depositOrderParams,
  depositOrdersAnswer,
  depositOrdersQuery,
} from './schemas.js';

/**
 * Deposits (FUNDTRANS3, switch DEPRECM3). Free-trial accounts are refused (realMember); only
 * the member's own orders are ever read.
 */
const DEPOSIT = { module: 'FUNDTRANS3', feature: 'DEPRECM3', access: 'realMember' } as const;

/** The site's open channels, limits, what is left today and the bank accounts to pay into. */
export const channels = endpoint({
  method: 'GET',
  path: '/wps/deposit/channels',
  ...DEPOSIT,
  answer: depositChannelsAnswer,
});

/** A gateway or e-wallet deposit: the order, and the provider's page to pay on. */
export const createGateway = endpoint({
  method: 'POST',
  path: '/wps/deposit/orders',
  ...DEPOSIT,
  body: depositGatewayBody,
  answer: depositCreatedAnswer,
});

/** A bank transfer: amount, depositor name, reference and one `receipt` image (multipart). */
export const createBank = endpoint({
  method: 'PUT',
  path: '/wps/deposit/orders',
  ...DEPOSIT,
  body: depositBankFields,
  encoding: 'multipart',
  answer: depositCreatedAnswer,
});

/** The member's deposits, newest first, within a range of site days and a status. */
export const orders = endpoint({
  method: 'GET',
  path: '/wps/deposit/orders',
  ...DEPOSIT,
  query: depositOrdersQuery,
  answer: depositOrdersAnswer,
});

/** One of the member's orders (the result screen polls it). */
export const order = endpoint({
  method: 'GET',
  path: '/wps/deposit/orders/:id',
  ...DEPOSIT,
  params: depositOrderParams,
  answer: depositOrder,
});

/** The receipt image of one of the member's bank transfers. */
export const receipt = endpoint({
  method: 'GET',
  path: '/wps/deposit/orders/:id/receipt',
  ...DEPOSIT,
  params: depositOrderParams,
  produces: 'image',
});

/**
 * A payment provider's server-to-server callback: authenticated by the HMAC-SHA256 signature
 * over the raw body, not by a session; answers in maintenance and under region rules (DESIGN
 * "Server-to-server calls").
 */
export const callback = endpoint({
  method: 'POST',
  path: '/wps/deposit/callback/:gateway',
  module: 'FUNDTRANS3',
  access: 'public',
  system: true,
  params: depositCallbackParams,
  answer: depositCallbackAnswer,
});
