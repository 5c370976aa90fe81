import { useTranslation } from '../i18n';

/** 'Loading failed, click to retry' (spec/01 section 8), for any data section or screen. */
export const ErrorRetry = ({ onRetry, message }: { onRetry: () => void; message?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="error-retry" role="alert">
      {message && <p className="error-retry__message">{message}</p>}
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('common.loadingFailed')}
      </button>
    </div>
  );
};
