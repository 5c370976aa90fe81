/** SMS codes (sending, limits, using one up) and the mobile numbers they go to. */
export { type MobileNumber, parseMobile } from './mobile.js';
export { OutboxSmsGateway, type SmsGateway } from './sms-gateway.js';
export { requireFeature, verificationRoutes } from './verification.routes.js';
export { consumeCode, requestSmsCode, type SmsDeps } from './verification.service.js';
