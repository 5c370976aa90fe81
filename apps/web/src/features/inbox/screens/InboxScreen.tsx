import type { InboxItem } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDate } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useInboxList } from '../api';
import { useConfirmDelete } from '../components/ConfirmDelete';
import { KindIcon } from '../components/KindIcon';
import { TrashIcon } from '../components/TrashIcon';
import { entriesOf } from '../inbox-model';
import '../inbox.css';

/** Location state of a list entry's link: back from the message returns to this list. */
export interface FromInbox {
  fromInbox: true;
}

const MessageCard = ({ entry, onDelete }: { entry: InboxItem; onDelete: () => void }) => {
  const { t } = useTranslation();
  return (
    <li className={`inbox-card${entry.read ? ' is-read' : ' is-unread'}`}>
      <Link
        to={`${paths.message}?id=${entry.id}`}
        state={{ fromInbox: true } satisfies FromInbox}
        className="inbox-card__link"
        data-testid="inbox-item"
        data-id={entry.id}
        data-read={String(entry.read)}
      >
        <KindIcon kind={entry.kind} />
        <span className="inbox-card__body">
          <span className="inbox-meta">
            <span className="inbox-meta__kind">{t(`inbox.kinds.${entry.kind}`)}</span>
            <time dateTime={new Date(entry.sentAt).toISOString()}>{localDate(entry.sentAt)}</time>
          </span>
          <span className="inbox-card__title">{entry.title}</span>
          {entry.summary && <span className="inbox-card__summary">{entry.summary}</span>}
        </span>
        {!entry.read && (
          <span className="inbox-card__dot" data-testid="inbox-unread-mark">
            <span className="visually-hidden">{t('inbox.unread')}</span>
          </span>
        )}
      </Link>
      <button
        type="button"
        className="inbox-card__delete"
        aria-label={`${t('inbox.delete')}: ${entry.title}`}
        data-testid="inbox-delete"
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </li>
  );
};

const Summary = ({ unreadCount }: { unreadCount: number }) => {
  const { t } = useTranslation();
  return (
    <p className="inbox-summary">
      <span className="inbox-summary__label">{t('inbox.summaryLabel')}</span>
      <span
        className={`inbox-summary__count${unreadCount === 0 ? ' is-done' : ''}`}
        data-testid="inbox-unread-count"
        data-count={unreadCount}
      >
        {unreadCount > 0 ? t('inbox.unreadCount', { count: unreadCount }) : t('inbox.allRead')}
      </span>
    </p>
  );
};

/** /m/webEmail: the member's messages, newest first, unread marked; tap to read, or delete. */
export default function InboxScreen() {
  const { t } = useTranslation();
  const list = useInboxList();
  const { confirmDelete, dialog } = useConfirmDelete();
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError && !list.data) return <ErrorRetry onRetry={() => void list.refetch()} />;
  const pages = list.data.pages;
  const entries = entriesOf(pages);
  return (
    <section
      className="screen inbox"
      data-testid="inbox-list"
      data-total={pages[0]?.totalCount ?? 0}
    >
      <Summary unreadCount={pages[0]?.unreadCount ?? 0} />
      {entries.length === 0 ? (
        <div className="empty-state" data-testid="inbox-empty">
          <KindIcon kind="operator" />
          <h2 className="empty-state__title">{t('inbox.empty')}</h2>
          <p className="empty-state__body">{t('inbox.emptyBody')}</p>
        </div>
      ) : (
        <ul className="inbox-cards">
          {entries.map((entry) => (
            <MessageCard key={entry.id} entry={entry} onDelete={() => void confirmDelete(entry)} />
          ))}
        </ul>
      )}
      {list.isFetchNextPageError && <ErrorRetry onRetry={() => void list.fetchNextPage()} />}
      {list.hasNextPage && !list.isFetchNextPageError && (
        <button
          type="button"
          className="button button--ghost inbox__more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('inbox.loadMore')}
        </button>
      )}
      {dialog}
    </section>
  );
}
