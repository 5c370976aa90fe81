import './content.css';

export { AgreementPage } from './AgreementPage';
export { AnnouncementsPage } from './AnnouncementsPage';
export { BannersPage } from './BannersPage';
export { HelpPage } from './HelpPage';
export { HotMatchesPage } from './HotMatchesPage';
export { MessagesPage } from './MessagesPage';
