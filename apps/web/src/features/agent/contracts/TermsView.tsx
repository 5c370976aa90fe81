import type { ContractTerms } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';

/** A contract's terms as a table: tiers for salary and dividend, minimums for hourly. */
export const TermsView = ({ terms }: { terms: ContractTerms }) => {
  const { t } = useTranslation();
  if (terms.kind === 'hourly') {
    return (
      <dl className="contract-terms contract-terms--list" data-testid="contract-terms">
        <dt>{t('agentContracts.minValidStake')}</dt>
        <dd>K {formatMoney(terms.minValidStake)}</dd>
        <dt>{t('agentContracts.minActiveMembers')}</dt>
        <dd>{terms.minActiveMembers}</dd>
        <dt>{t('agentContracts.perHour')}</dt>
        <dd>
          {terms.amount !== undefined ? `K ${formatMoney(terms.amount)}` : `${terms.percent} %`}
        </dd>
      </dl>
    );
  }
  const daily = terms.kind === 'daily';
  return (
    <div className="contract-terms" data-testid="contract-terms">
      {!daily && (
        <p className="contract-terms__min">
          {t('agentContracts.minActiveMembers')}: {terms.minActiveMembers}
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.tier')}</th>
            <th scope="col">{t(daily ? 'agentContracts.validStake' : 'agentContracts.netLoss')}</th>
            {daily && <th scope="col">{t('agentContracts.activeMembers')}</th>}
            <th scope="col">{t(daily ? 'agentContracts.amount' : 'agentContracts.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {daily
            ? terms.tiers.map((tier, i) => (
                <tr key={tier.validStake}>
                  <td>{i + 1}</td>
                  <td>≥ K {formatMoney(tier.validStake)}</td>
                  <td>≥ {tier.activeMembers}</td>
                  <td>K {formatMoney(tier.amount)}</td>
                </tr>
              ))
            : terms.tiers.map((tier, i) => (
                <tr key={tier.netLoss}>
                  <td>{i + 1}</td>
                  <td>≥ K {formatMoney(tier.netLoss)}</td>
                  <td>{tier.percent} %</td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
};
