export { WithdrawalsPage } from './WithdrawalsPage';
