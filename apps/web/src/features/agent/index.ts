/** What the app shell takes from this feature: its screens, and home's contract check. */

export { ContractCheck } from './contracts/ContractCheck';
export { agentRoutes } from './routes';
