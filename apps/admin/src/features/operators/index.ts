import './operators.css';

export { OperatorsPage } from './OperatorsPage';
