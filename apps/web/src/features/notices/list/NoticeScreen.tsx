import { AGENT_NOTICE_TYPE } from '@lotto/contract';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { NoticeDetailView } from './NoticeDetailView';
import { NoticeList } from './NoticeList';
import { type BoardView, PLAYER_BOARD } from './notice-board';
import { noticeIdOf } from './notice-model';
import './notices-list.css';

const AGENT_BOARD: BoardView = { types: AGENT_NOTICE_TYPE, path: paths.memberNotice };

/**
 * /m/notice: the announcement list, and with ?id= one announcement in full. The id lives in
 * the address, so a detail can be shared or reopened, and the phone's back returns to the list.
 * At /m/member/notice?types=A the same screen shows the agents' board (one module for both: a
 * second one would split the list into a chunk of its own, heavier for /m/notice).
 */
export default function NoticeScreen() {
  const [search] = useSearchParams();
  const board = useLocation().pathname === paths.memberNotice ? AGENT_BOARD : PLAYER_BOARD;
  const id = noticeIdOf(search);
  return id === null ? <NoticeList board={board} /> : <NoticeDetailView id={id} board={board} />;
}
