import './agent-commission.css';

export { CommissionPage } from './CommissionPage';
