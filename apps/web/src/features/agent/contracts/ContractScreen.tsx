import type { ContractKind } from '@lotto/contract';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useDecideContract, useMyContract } from './api';
import { RunList } from './RunList';
import { TermsView } from './TermsView';
import './contracts.css';

const RULES = {
  daily: 'agentContracts.dailyRule',
  dividend: 'agentContracts.dividendRule',
  hourly: 'agentContracts.hourlyRule',
} as const;

/**
 * A contract page (getSalaryContract, getDevidendContract, getHourContract): the latest
 * contract of the kind with its terms, Accept and Refuse while it is offered, its state after,
 * and the periods it has paid.
 */
export const ContractScreen = ({ kind }: { kind: ContractKind }) => {
  const { t } = useTranslation();
  const query = useMyContract(kind);
  const decide = useDecideContract();
  const { busy, run } = useSubmitting();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    const off = query.error instanceof ApiError && query.error.code === 'contract.kind.excluded';
    return (
      <section className="screen contracts" data-testid="contract-screen">
        {off ? (
          <p className="empty-state">{t('agentContracts.none')}</p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const contract = query.data.contract;
  const answer = (decision: 'accept' | 'refuse') =>
    run(async () => {
      if (!contract) return;
      await decide.mutateAsync({ id: contract.id, decision });
      await toast.success(
        t(decision === 'accept' ? 'agentContracts.accepted' : 'agentContracts.refused'),
      );
    });
  return (
    <section className="screen contracts" data-testid="contract-screen" data-kind={kind}>
      {contract === null ? (
        <p className="empty-state" data-testid="contract-none">
          {t('agentContracts.none')}
        </p>
      ) : (
        <article className="contract-card" data-testid="contract-card" data-state={contract.state}>
          <h2>{t(`agentContracts.kinds.${kind}`)}</h2>
          <dl className="contract-card__meta">
            <dt>{t('agentContracts.offeredBy')}</dt>
            <dd>{contract.offeredBy ?? t('agentContracts.operator')}</dd>
            <dt>{t('agentContracts.state')}</dt>
            <dd data-testid="contract-state">{t(`agentContracts.states.${contract.state}`)}</dd>
          </dl>
          <TermsView terms={contract.terms} />
          <p className="contract-card__rule">{t(RULES[kind])}</p>
          {contract.state === 'offered' && (
            <div className="contract-actions">
              <button
                type="button"
                className="button button--outline button--block"
                disabled={busy}
                data-testid="contract-refuse"
                onClick={() => void answer('refuse')()}
              >
                {t('agentContracts.refuse')}
              </button>
              <button
                type="button"
                className="button button--primary button--block"
                disabled={busy}
                data-testid="contract-accept"
                onClick={() => void answer('accept')()}
              >
                {t('agentContracts.accept')}
              </button>
            </div>
          )}
        </article>
      )}
      {contract?.state === 'accepted' && (
        <>
          <h2 className="contracts__heading">{t('agentContracts.periods')}</h2>
          <RunList kind={kind} />
        </>
      )}
      <Link
        className="contracts__link"
        to={paths.agentContractOffer}
        data-testid="contract-offer-link"
      >
        {t('agentContracts.offerEntry')}
      </Link>
    </section>
  );
};
