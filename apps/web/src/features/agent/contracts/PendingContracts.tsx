import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { usePendingContracts } from './api';
import { CONTRACT_PAGES } from './kinds';
import './contracts.css';

/**
 * The pending contracts' dialogs, one after another: Cancel shows the next, Go opens the
 * contract's page. A failed check shows nothing (home stays as it is).
 */
export default function PendingContracts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = usePendingContracts();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const data = pending.data;
  const next = data
    ? CONTRACT_PAGES.find((p) => data[p.pendingField] !== '' && !dismissed.includes(p.kind))
    : undefined;
  if (!next) return null;
  const cancel = () => setDismissed((d) => [...d, next.kind]);
  return (
    <Sheet
      title={t(`agentContracts.kinds.${next.kind}`)}
      onClose={cancel}
      testId={`contract-pending-${next.kind}`}
    >
      <div className="contract-dialog">
        <p>{t(`agentContracts.pending.${next.kind}`)}</p>
        <div className="contract-actions">
          <button type="button" className="button button--outline button--block" onClick={cancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary button--block"
            data-testid="contract-pending-go"
            onClick={() => {
              cancel();
              void navigate(next.path);
            }}
          >
            {t('agentContracts.pending.go')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
