/** Deposits (/m/voucherCenter, its result screen, records /m/vouReport; DEPRECM3). */
export { depositRoutes } from './routes';
