export { OperatorsPage } from './OperatorsPage';
