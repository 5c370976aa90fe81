export { AdjustmentsPage } from './AdjustmentsPage';
