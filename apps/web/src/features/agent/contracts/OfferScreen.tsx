import { CONTRACT_KINDS, type ContractKind, checkContractTerms } from '@lotto/contract';
import { useState } from 'react';
import { useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useDownlineContracts, useOfferContract } from './api';
import { TermsEditor } from './TermsEditor';
import { initialFields, termsOf } from './terms-form';
import './contracts.css';

/**
 * Offering a contract to a direct sub-agent: who, which kind, the terms; the sub-agent's
 * current contracts show beside the choice. The server checks the terms again.
 */
export default function OfferScreen() {
  const { t } = useTranslation();
  const downline = useDownlineContracts();
  const offer = useOfferContract();
  const { busy, run } = useSubmitting();
  const [memberId, setMemberId] = useState<number | null>(null);
  const [fields, setFields] = useState(initialFields('daily'));
  if (downline.isPending) return <Spinner label={t('common.loading')} />;
  if (downline.isError)
    return (
      <section className="screen contracts" data-testid="contract-offer">
        <ErrorRetry onRetry={() => void downline.refetch()} />
      </section>
    );
  const agents = downline.data.list;
  const chosen = agents.find((a) => a.memberId === memberId);
  const terms = termsOf(fields);
  const problems = checkContractTerms(terms);
  const submit = run(async () => {
    if (!chosen) return;
    await offer.mutateAsync({ memberId: chosen.memberId, terms });
    await toast.success(t('agentContracts.sent'));
    setFields(initialFields(fields.kind));
  });
  return (
    <section className="screen contracts" data-testid="contract-offer">
      {agents.length === 0 ? (
        <p className="empty-state">{t('agentContracts.noSubAgents')}</p>
      ) : (
        <form
          className="contract-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className="contract-field" htmlFor="contract-member">
            <span>{t('agentContracts.subAgent')}</span>
            <select
              id="contract-member"
              data-testid="contract-member"
              value={memberId ?? ''}
              onChange={(e) => setMemberId(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('agentContracts.chooseSubAgent')}</option>
              {agents.map((a) => (
                <option key={a.memberId} value={a.memberId}>
                  {a.username}
                </option>
              ))}
            </select>
          </label>
          {chosen && (
            <p className="contract-card__rule" data-testid="contract-member-live">
              {t('agentContracts.live')}:{' '}
              {chosen.contracts.length === 0
                ? t('agentContracts.noLive')
                : chosen.contracts
                    .map(
                      (c) =>
                        `${t(`agentContracts.kinds.${c.kind}`)} (${t(`agentContracts.states.${c.state}`)})`,
                    )
                    .join(', ')}
            </p>
          )}
          <label className="contract-field" htmlFor="contract-kind">
            <span>{t('agentContracts.kind')}</span>
            <select
              id="contract-kind"
              data-testid="contract-kind"
              value={fields.kind}
              onChange={(e) => setFields(initialFields(e.target.value as ContractKind))}
            >
              {CONTRACT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`agentContracts.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <TermsEditor fields={fields} onChange={setFields} />
          <button
            type="submit"
            className="button button--primary button--block"
            data-testid="contract-send"
            disabled={busy || !chosen || problems.length > 0}
          >
            {t('agentContracts.send')}
          </button>
        </form>
      )}
    </section>
  );
}
