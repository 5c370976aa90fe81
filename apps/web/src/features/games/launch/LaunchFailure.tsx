import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useLeave } from './use-leave-game';

/** A launch the server refused or that did not reach it: its message, retry and back. */
export const LaunchFailure = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
  const { t, language } = useTranslation();
  const leave = useLeave();
  return (
    <section className="screen launch-failure" role="alert" data-testid="launch-failure">
      <div className="empty-state">
        <svg className="launch-later__art" viewBox="0 0 64 64" aria-hidden="true">
          <rect x="8" y="14" width="48" height="36" rx="8" fill="var(--app-header-bg)" />
          <path d="M32 22v14" stroke="var(--app-accent)" strokeWidth="5" strokeLinecap="round" />
          <circle cx="32" cy="43" r="3" fill="var(--app-accent)" />
        </svg>
        <h2 className="empty-state__title">{t('launch.failed')}</h2>
        <p className="empty-state__body" data-testid="launch-failure-message">
          {failureText(error, language)}
        </p>
        <div className="launch-failure__actions">
          {onRetry && (
            <button
              type="button"
              className="button button--primary"
              onClick={onRetry}
              data-testid="launch-retry"
            >
              {t('launch.tryAgain')}
            </button>
          )}
          <button type="button" className="button button--outline-primary" onClick={leave}>
            {t('launch.back')}
          </button>
        </div>
      </div>
    </section>
  );
};
