import './risk.css';

export { RiskAlertsPage } from './RiskAlertsPage';
