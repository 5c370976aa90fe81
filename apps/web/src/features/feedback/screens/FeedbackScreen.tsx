import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFeedbackList } from '../api';
import { FeedbackCard } from '../components/FeedbackCard';
import { FeedbackForm } from '../components/FeedbackForm';
import '../feedback.css';

type Tab = 'write' | 'mine';

/** /m/feedback: write to the operator, or read what you sent and the replies (FEEDBACK3). */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const feedback = useFeedbackList();
  const [tab, setTab] = useState<Tab>('write');
  const unread = feedback.data?.unreadCount ?? 0;

  return (
    <section className="screen feedback" data-testid="feedback-screen">
      <div className="feedback-tabs" role="tablist" aria-label={t('feedback.tabs')}>
        {(['write', 'mine'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`feedback-tabs__tab${tab === name ? ' is-on' : ''}`}
            data-testid={`feedback-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`feedback.${name}`)}
            {name === 'mine' && unread > 0 && (
              <span className="feedback-tabs__badge" data-testid="feedback-unread-count">
                {unread}
              </span>
            )}
          </button>
        ))}
      </div>
      {feedback.isPending && <Spinner label={t('common.loading')} />}
      {feedback.isError && !feedback.data && <ErrorRetry onRetry={() => void feedback.refetch()} />}
      {feedback.data && (
        <div className="feedback__panel" role="tabpanel">
          {tab === 'write' ? (
            <FeedbackForm
              minWords={feedback.data.minWords}
              maxWords={feedback.data.maxWords}
              onSent={() => setTab('mine')}
            />
          ) : feedback.data.list.length === 0 ? (
            <div className="empty-state" data-testid="feedback-empty">
              <svg className="feedback__empty-art" viewBox="0 0 64 64" aria-hidden="true">
                <rect x="8" y="12" width="48" height="34" rx="8" fill="var(--app-accent)" />
                <path d="M20 46l-6 10 16-10z" fill="var(--app-accent)" />
                <circle cx="22" cy="29" r="3.5" fill="var(--app-header-bg)" />
                <circle cx="32" cy="29" r="3.5" fill="var(--app-header-bg)" />
                <circle cx="42" cy="29" r="3.5" fill="var(--app-header-bg)" />
              </svg>
              <h2 className="empty-state__title">{t('feedback.empty')}</h2>
              <p className="empty-state__body">{t('feedback.emptyBody')}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => setTab('write')}
              >
                {t('feedback.writeOne')}
              </button>
            </div>
          ) : (
            <ul className="feedback-list" data-testid="feedback-list">
              {feedback.data.list.map((item) => (
                <FeedbackCard key={item.id} item={item} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
