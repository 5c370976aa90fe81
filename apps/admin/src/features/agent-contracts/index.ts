export { ContractsPage } from './ContractsPage';
