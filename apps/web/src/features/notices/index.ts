/** What the app shell and home take from this feature: its screens, the ticker and the popups. */
export { NoticePopups } from './popup/LazyNoticePopups';
export { noticeRoutes } from './routes';
export { NoticeTicker } from './ticker/NoticeTicker';
