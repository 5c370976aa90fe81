import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';

interface ConfirmActionProps {
  label: string;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
}

/**
 * A destructive action asked twice, inside the sheet that offers it: a dialog over a modal
 * sheet would sit behind it (the sheet makes the rest of the page inert).
 */
export const ConfirmAction = ({ label, question, busy, onConfirm, testId }: ConfirmActionProps) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className="button button--outline-primary button--block"
        disabled={busy}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="lott-confirm" role="alert" data-testid={`${testId}-confirm`}>
      <p>{question}</p>
      <div className="lott-confirm__actions">
        <button
          type="button"
          className="button button--outline-primary"
          onClick={() => setAsking(false)}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
          data-testid={`${testId}-yes`}
        >
          {t('common.confirm')}
        </button>
      </div>
    </div>
  );
};
