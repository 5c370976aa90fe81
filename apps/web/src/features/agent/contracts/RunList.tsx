import type { ContractKind } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useContractRuns } from './api';

/** The periods of the member's contracts of a kind, newest first: figures, due and paid. */
export const RunList = ({ kind }: { kind: ContractKind }) => {
  const { t } = useTranslation();
  const runs = useContractRuns(kind);
  if (runs.isPending) return <Spinner label={t('common.loading')} />;
  if (runs.isError) return <ErrorRetry onRetry={() => void runs.refetch()} />;
  if (runs.data.list.length === 0)
    return (
      <p className="empty-state" data-testid="contract-runs-empty">
        {t('agentContracts.noPeriods')}
      </p>
    );
  return (
    <ul className="contract-runs" data-testid="contract-runs">
      {runs.data.list.map((run) => (
        <li key={run.id} className="contract-run" data-status={run.status}>
          <div className="contract-run__head">
            <strong>{run.period}</strong>
            <span className={`contract-status contract-status--${run.status}`}>
              {t(`agentContracts.statuses.${run.status}`)}
            </span>
          </div>
          <dl className="contract-run__figures">
            {kind === 'dividend' ? (
              <>
                <dt>{t('agentContracts.netLoss')}</dt>
                <dd>K {formatMoney(run.netLoss)}</dd>
                <dt>{t('agentContracts.carryIn')}</dt>
                <dd>K {formatMoney(run.carryIn)}</dd>
              </>
            ) : (
              <>
                <dt>{t('agentContracts.validStake')}</dt>
                <dd>K {formatMoney(run.validStake)}</dd>
              </>
            )}
            <dt>{t('agentContracts.activeMembers')}</dt>
            <dd>{run.activeMembers}</dd>
            <dt>{t('agentContracts.due')}</dt>
            <dd>K {formatMoney(run.due)}</dd>
            <dt>{t('agentContracts.paid')}</dt>
            <dd data-testid="contract-run-paid">K {formatMoney(run.paid)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
};
