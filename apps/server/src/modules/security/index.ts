/**
 * The security centre: the payment password (set, change, reset by SMS code, and the check
 * withdrawals make), binding or changing the mobile (SMS code) and the e-mail (mailed link).
 */

export { setPaymentPassword, verifyPaymentPassword } from './payment-password.service.js';
export { securityRoutes } from './security.routes.js';
