/**
 * Risk: alerts raised from members' activity (shared devices and addresses, high wins, linked
 * bonus claims, large withdrawals after little play) by a leased scan, and the back office's
 * review of them. It reads other modules' activity only through their doors and owns
 * risk_alerts and risk_scans.
 */
export { reviewRiskAlert, riskAlertPage } from './alerts.service.js';
export { riskAdminRoutes } from './risk.admin-routes.js';
export { riskScanJob } from './risk-scan.job.js';
export { runRiskScan } from './scan.service.js';
