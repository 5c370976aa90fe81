import './deposits.css';

export { DepositsPage } from './DepositsPage';
