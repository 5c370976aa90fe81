import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { CONTRACT_PAGES } from './kinds';
import { RunList } from './RunList';
import './contracts.css';

/**
 * /m/member/agent/agentDivident: the half-month periods of the agent's dividend contract with
 * their figures and payments, the way to each contract page, and to offering one.
 */
export default function DividendsScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen contracts" data-testid="dividends-screen">
      <nav className="contracts__nav" aria-label={t('agentContracts.contracts')}>
        {CONTRACT_PAGES.map((p) => (
          <Link key={p.kind} className="contracts__chip" to={p.path}>
            {t(`agentContracts.kinds.${p.kind}`)}
          </Link>
        ))}
      </nav>
      <h2 className="contracts__heading">{t('agentContracts.periods')}</h2>
      <p className="contract-card__rule">{t('agentContracts.dividendRule')}</p>
      <RunList kind="dividend" />
      <Link
        className="contracts__link"
        to={paths.agentContractOffer}
        data-testid="contract-offer-link"
      >
        {t('agentContracts.offerEntry')}
      </Link>
    </section>
  );
}
