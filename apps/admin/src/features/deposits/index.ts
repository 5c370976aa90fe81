export { DepositsPage } from './DepositsPage';
