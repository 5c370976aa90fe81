import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { localDateTime } from '../../../shared/dates';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { BackIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/Spinner';
import type { FromList } from './NoticeList';
import { NoticeTypeIcon } from './NoticeTypeIcon';
import { type BoardView, boardHref, PLAYER_BOARD } from './notice-board';
import { useMarkNoticeRead, useNotice } from './notice-queries';

/** Back to the list: the list's own history entry when it opened this, else the list anew. */
const useBackToList = (board: BoardView) => {
  const navigate = useNavigate();
  const fromList = (useLocation().state as FromList | null)?.fromList === true;
  return () => (fromList ? navigate(-1) : navigate(boardHref(board), { replace: true }));
};

/** Opening an unread announcement marks it read, once per opening. */
const useMarkOnOpen = (id: number, unread: boolean, board: BoardView) => {
  const member = useSession();
  const { mutate } = useMarkNoticeRead(board);
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!member || !unread || marked.current === id) return;
    marked.current = id;
    mutate(id);
  }, [member, unread, id, mutate]);
};

/** One announcement in full: kind, date, title and its HTML, sanitized. */
export const NoticeDetailView = ({
  id,
  board = PLAYER_BOARD,
}: {
  id: number;
  board?: BoardView;
}) => {
  const { t } = useTranslation();
  const detail = useNotice(id);
  const back = useBackToList(board);
  useMarkOnOpen(id, detail.data?.read === false, board);
  useEffect(() => {
    // A block body: newer Chromium answers scrollTo with a promise, which React would take for a
    // clean-up function.
    window.scrollTo(0, 0);
  }, []);

  const backLink = (
    <button type="button" className="notice-detail__back" onClick={back} data-testid="notice-back">
      <BackIcon size={18} className="notice-detail__back-icon" /> {t('notices.backToList')}
    </button>
  );
  if (detail.isPending) return <Spinner label={t('common.loading')} />;
  if (detail.isError) {
    const gone = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <section className="screen notices" data-testid="notice-detail-error">
        {backLink}
        {gone ? (
          <div className="empty-state" data-testid="notice-gone">
            <NoticeTypeIcon type="PL" />
            <p className="empty-state__body">{t('notices.notFound')}</p>
          </div>
        ) : (
          <ErrorRetry onRetry={() => void detail.refetch()} />
        )}
      </section>
    );
  }
  const notice = detail.data;
  return (
    <section className="screen notices" data-testid="notice-detail" data-id={notice.id}>
      {backLink}
      <article className="notice-detail">
        <header className="notice-detail__head">
          <span className="notice-meta">
            <NoticeTypeIcon type={notice.type} />
            <span className={`notice-meta__type notice-meta__type--${notice.type}`}>
              {t(`notices.types.${notice.type}`)}
            </span>
            <time dateTime={new Date(notice.publishedAt).toISOString()}>
              {localDateTime(notice.publishedAt)}
            </time>
          </span>
          <h2 className="notice-detail__title" data-testid="notice-title">
            {notice.title}
          </h2>
        </header>
        <SafeHtml
          html={notice.content}
          className="rich-text notice-detail__content"
          testId="notice-content"
        />
      </article>
    </section>
  );
};
