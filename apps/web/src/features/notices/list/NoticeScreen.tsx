import { useSearchParams } from 'react-router';
import { NoticeDetailView } from './NoticeDetailView';
import { NoticeList } from './NoticeList';
import { noticeIdOf } from './notice-model';
import './notices-list.css';

/**
 * /m/notice: the announcement list, and with ?id= one announcement in full. The id lives in
 * the address, so a detail can be shared or reopened, and the phone's back returns to the list.
 */
export default function NoticeScreen() {
  const [search] = useSearchParams();
  const id = noticeIdOf(search);
  return id === null ? <NoticeList /> : <NoticeDetailView id={id} />;
}
