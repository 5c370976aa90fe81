import './content.css';

export { AgreementPage } from './AgreementPage';
export { AnnouncementsPage } from './AnnouncementsPage';
export { BannersPage } from './BannersPage';
export { MessagesPage } from './MessagesPage';
