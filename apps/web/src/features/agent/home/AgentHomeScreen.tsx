import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ScreenNavBar } from '../../../shared/routing/ScreenNavBar';
import { formatMoney, useBalance } from '../../../shared/session/balance';
import { useInboxUnread } from '../../../shared/session/inbox-unread';
import { useMemberInfo } from '../../../shared/session/member-info';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { AgentFooter } from './AgentFooter';
import { AgentMenu } from './AgentMenu';
import { dayPartAt, siteDay, siteHour } from './site-clock';
import { TeamToday } from './TeamToday';
import './agent-home.css';

/**
 * The agent home (/m/agent, spec/02 "Agent area"): a greeting by the site's hour, the agent's
 * balance with withdraw and deposit, today's team counters, the menu, and the agent footer.
 */
export default function AgentHomeScreen() {
  const { t } = useTranslation();
  const { site } = useSite();
  const member = useMemberInfo();
  const balance = useBalance();
  const unread = useInboxUnread().data ?? 0;
  const now = Date.now();
  const part = dayPartAt(siteHour(site.timeZone, now));
  return (
    <section className="screen agent-home" data-testid="agent-home">
      <ScreenNavBar title={t('titles.agent')} />
      <div className="agent-hero">
        <p className="agent-hero__greeting" data-testid="agent-greeting" data-part={part}>
          {t(`agent.greeting.${part}`)}
        </p>
        <h2 className="agent-hero__name" data-testid="agent-name">
          {member.data?.account ?? ''}
        </h2>
        <p className="agent-hero__label">{t('agent.totalBalance')}</p>
        {balance.isError ? (
          <ErrorRetry onRetry={() => void balance.refetch()} />
        ) : (
          <p className="agent-hero__balance" data-testid="agent-balance">
            {site.currencySymbol} {balance.data ? formatMoney(balance.data.sumBalance) : '—'}
          </p>
        )}
        <div className="agent-hero__actions">
          <Link className="button button--accent" to={paths.withdraw}>
            {t('agent.withdraw')}
          </Link>
          <Link className="button agent-hero__light" to={paths.voucherCenter}>
            {t('agent.deposit')}
          </Link>
        </div>
      </div>
      <TeamToday day={siteDay(site.timeZone, now)} />
      <AgentMenu unread={unread} />
      {member.data && <AgentFooter memberType={member.data.type} />}
    </section>
  );
}
