export { RiskAlertsPage } from './RiskAlertsPage';
