import './applications.css';

export { ApplicationsPage } from './ApplicationsPage';
