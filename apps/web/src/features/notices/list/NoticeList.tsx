import type { NoticeItem } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDate } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { NoticeTypeIcon } from './NoticeTypeIcon';
import { type BoardView, boardHref, PLAYER_BOARD } from './notice-board';
import { entriesOf } from './notice-model';
import { useNoticeList } from './notice-queries';

/** Location state of a list entry's link: back from the detail returns to this list. */
export interface FromList {
  fromList: true;
}

const NoticeCard = ({ entry, board }: { entry: NoticeItem; board: BoardView }) => {
  const { t } = useTranslation();
  const unread = entry.read === false;
  return (
    <li>
      <Link
        to={boardHref(board, entry.id)}
        state={{ fromList: true } satisfies FromList}
        className={`notice-card${unread ? ' is-unread' : ''}${entry.read ? ' is-read' : ''}`}
        data-testid="notice-item"
        data-id={entry.id}
        data-read={String(entry.read)}
      >
        <NoticeTypeIcon type={entry.type} />
        <span className="notice-card__body">
          <span className="notice-meta">
            <span className={`notice-meta__type notice-meta__type--${entry.type}`}>
              {t(`notices.types.${entry.type}`)}
            </span>
            <time dateTime={new Date(entry.publishedAt).toISOString()}>
              {localDate(entry.publishedAt)}
            </time>
          </span>
          <span className="notice-card__title">{entry.title}</span>
          {entry.summary && entry.summary !== entry.title && (
            <span className="notice-card__summary">{entry.summary}</span>
          )}
        </span>
        {unread && (
          <span className="notice-card__dot" data-testid="unread-mark">
            <span className="visually-hidden">{t('notices.unread')}</span>
          </span>
        )}
      </Link>
    </li>
  );
};

/** Above the list: the member's unread count, or for a visitor why logging in helps. */
const ListSummary = ({ unreadCount, board }: { unreadCount: number | null; board: BoardView }) => {
  const { t } = useTranslation();
  const member = useSession();
  if (!member || unreadCount === null) {
    return (
      <p className="notices-summary" data-testid="notice-guest-hint">
        <span>{t('notices.guestHint')}</span>
        <Link className="button button--small button--outline-primary" to={paths.login}>
          {t('frame.login')}
        </Link>
      </p>
    );
  }
  return (
    <p className="notices-summary">
      <span className="notices-summary__label">
        {t(board.types ? 'agent.notices.board' : 'notices.tickerLabel')}
      </span>
      <span
        className={`notices-summary__count${unreadCount === 0 ? ' is-done' : ''}`}
        data-testid="notice-unread-count"
        data-count={unreadCount}
      >
        {unreadCount > 0 ? t('notices.unreadCount', { count: unreadCount }) : t('notices.allRead')}
      </span>
    </p>
  );
};

/** A board's list, newest first: loading, empty, error with retry, and more pages on demand. */
export const NoticeList = ({ board = PLAYER_BOARD }: { board?: BoardView }) => {
  const { t } = useTranslation();
  const list = useNoticeList(board);
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError && !list.data) return <ErrorRetry onRetry={() => void list.refetch()} />;
  const pages = list.data.pages;
  const entries = entriesOf(pages);
  return (
    <section className="screen notices" data-testid="notice-list">
      <ListSummary unreadCount={pages[0]?.unreadCount ?? null} board={board} />
      {entries.length === 0 ? (
        <div className="empty-state" data-testid="notice-empty">
          <NoticeTypeIcon type={board.types ?? 'PL'} />
          <h2 className="empty-state__title">{t('notices.listEmpty')}</h2>
          <p className="empty-state__body">
            {t(board.types ? 'agent.notices.emptyBody' : 'notices.listEmptyBody')}
          </p>
        </div>
      ) : (
        <ul className="notice-cards">
          {entries.map((entry) => (
            <NoticeCard key={entry.id} entry={entry} board={board} />
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && <ErrorRetry onRetry={() => void list.fetchNextPage()} />}
      {list.hasNextPage && !list.isFetchNextPageError && (
        <button
          type="button"
          className="button button--ghost notices__more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('notices.loadMore')}
        </button>
      )}
    </section>
  );
};
