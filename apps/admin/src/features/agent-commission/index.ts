export { CommissionPage } from './CommissionPage';
