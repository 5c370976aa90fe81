import './audit.css';

export { AuditPage } from './AuditPage';
