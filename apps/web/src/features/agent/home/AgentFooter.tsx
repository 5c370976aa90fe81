import { memberKindOf } from '@lotto/contract';
import { NavLink } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { HomeIcon } from '../../../shared/ui/icons';
import { BellIcon, CoinsIcon, UserPlusIcon } from './icons';

/**
 * The agent area's own footer (spec/02): home, open account, dividends (for kinds that hold
 * dividend contracts, where the site shows them) and the agent announcements.
 */
export const AgentFooter = ({ memberType }: { memberType: number }) => {
  const { t } = useTranslation();
  const { info } = useSite();
  const dividends = memberKindOf(memberType).dividends && info.whitelabel.AGENTDIVIDEND !== false;
  const links = [
    { to: paths.home, label: t('agent.footer.home'), Icon: HomeIcon, id: 'home' },
    {
      to: paths.agentRegister,
      label: t('agent.footer.openAccount'),
      Icon: UserPlusIcon,
      id: 'open',
    },
    ...(dividends
      ? [
          {
            to: paths.agentDividend,
            label: t('agent.footer.dividends'),
            Icon: CoinsIcon,
            id: 'dividends',
          },
        ]
      : []),
    {
      to: `${paths.memberNotice}?types=A`,
      label: t('agent.footer.announcements'),
      Icon: BellIcon,
      id: 'announcements',
    },
  ];
  return (
    <nav
      className="footer-menu agent-footer"
      aria-label={t('agent.footer.label')}
      data-testid="agent-footer"
    >
      {links.map(({ to, label, Icon, id }) => (
        <NavLink
          key={id}
          to={to}
          className={({ isActive }) => `footer-menu__item${isActive ? ' is-active' : ''}`}
          data-testid={`agent-footer-${id}`}
        >
          <Icon size={22} />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
};
