/** What home composes from this feature: the ticker and the popups. */
export { NoticePopups } from './popup/NoticePopups';
export { NoticeTicker } from './ticker/NoticeTicker';
