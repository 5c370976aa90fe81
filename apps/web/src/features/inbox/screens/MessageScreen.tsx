import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { BackIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/Spinner';
import { useInboxMessage } from '../api';
import { useConfirmDelete } from '../components/ConfirmDelete';
import { KindIcon } from '../components/KindIcon';
import { TrashIcon } from '../components/TrashIcon';
import { messageIdOf } from '../inbox-model';
import type { FromInbox } from './InboxScreen';
import '../inbox.css';

/** Back to the list: the list's own history entry when it opened this, else the list anew. */
const useBackToList = () => {
  const navigate = useNavigate();
  const fromInbox = (useLocation().state as FromInbox | null)?.fromInbox === true;
  return () => (fromInbox ? navigate(-1) : navigate(paths.webEmail, { replace: true }));
};

const Gone = () => {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="inbox-message-gone">
      <KindIcon kind="operator" />
      <p className="empty-state__body">{t('inbox.notFound')}</p>
    </div>
  );
};

/** One message in full (opening it marks it read): kind, time, title, its HTML sanitized. */
const MessageView = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const message = useInboxMessage(id);
  const back = useBackToList();
  const { confirmDelete, dialog } = useConfirmDelete();
  const backLink = (
    <button type="button" className="inbox-back" onClick={back} data-testid="inbox-back">
      <BackIcon size={18} /> {t('inbox.backToList')}
    </button>
  );
  if (message.isPending) return <Spinner label={t('common.loading')} />;
  if (message.isError) {
    const gone = message.error instanceof ApiError && message.error.status === 404;
    return (
      <section className="screen inbox" data-testid="inbox-message-error">
        {backLink}
        {gone ? <Gone /> : <ErrorRetry onRetry={() => void message.refetch()} />}
      </section>
    );
  }
  const m = message.data;
  const remove = async () => {
    if (await confirmDelete(m)) back();
  };
  return (
    <section className="screen inbox" data-testid="inbox-message" data-id={m.id}>
      {backLink}
      <article className="inbox-message">
        <header className="inbox-message__head">
          <span className="inbox-meta">
            <KindIcon kind={m.kind} />
            <span className="inbox-meta__kind">{t(`inbox.kinds.${m.kind}`)}</span>
            <time dateTime={new Date(m.sentAt).toISOString()}>{localDateTime(m.sentAt)}</time>
          </span>
          <h2 className="inbox-message__title" data-testid="inbox-message-title">
            {m.title}
          </h2>
        </header>
        <SafeHtml
          html={m.content}
          className="rich-text inbox-message__content"
          testId="inbox-message-content"
        />
      </article>
      <button
        type="button"
        className="button button--outline-primary inbox-message__delete"
        data-testid="inbox-message-delete"
        onClick={() => void remove()}
      >
        <TrashIcon /> {t('inbox.delete')}
      </button>
      {dialog}
    </section>
  );
};

/** /m/message?id=: one message of the member's inbox. */
export default function MessageScreen() {
  const [search] = useSearchParams();
  const id = messageIdOf(search);
  useEffect(() => {
    // A block body: newer Chromium answers scrollTo with a promise React would take for a clean-up.
    window.scrollTo(0, 0);
  }, []);
  if (id === null) {
    return (
      <section className="screen inbox" data-testid="inbox-message-error">
        <Gone />
      </section>
    );
  }
  return <MessageView key={id} id={id} />;
}
