/**
 * The demo payment gateway: a separate party the demo site pays through (its own book, page and
 * secret). The deposits module talks to it only as a merchant would: open a payment, verify
 * its signed callbacks, ask a payment's status.
 */
export { demoGatewayRoutes } from './demo-gateway.routes.js';
export { callbackOf, closePayment, findPayment, openPayment } from './demo-gateway.service.js';
export { signatureMatches, signBody } from './signing.js';
