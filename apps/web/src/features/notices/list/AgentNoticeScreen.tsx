import { AGENT_NOTICE_TYPE } from '@lotto/contract';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { NoticeDetailView } from './NoticeDetailView';
import { NoticeList } from './NoticeList';
import type { BoardView } from './notice-board';
import { noticeIdOf } from './notice-model';
import './notices-list.css';

const AGENT_BOARD: BoardView = { types: AGENT_NOTICE_TYPE, path: paths.memberNotice };

/**
 * /m/member/notice?types=A: the agents' announcements, and with &id= one of them in full. The
 * players' list and detail, on the agents' board (its own file, so /m/notice carries none of it).
 */
export default function AgentNoticeScreen() {
  const [search] = useSearchParams();
  const id = noticeIdOf(search);
  return id === null ? (
    <NoticeList board={AGENT_BOARD} />
  ) : (
    <NoticeDetailView id={id} board={AGENT_BOARD} />
  );
}
