import { memberKindOf } from '@lotto/contract';
import { NavLink } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useAgentNoticeUnread } from '../../../shared/session/agent-notice-unread';
import { useSite } from '../../../shared/site/site-status';
import { HomeIcon } from '../../../shared/ui/icons';
import { BellIcon, CoinsIcon, UserPlusIcon } from './icons';

/** The announcements entry's count of unread agent announcements; nothing when none. */
const UnreadBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="agent-footer__badge" data-testid="agent-notice-unread" data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('agent.footer.unread', { count })}</span>
    </span>
  );
};

/**
 * The agent area's own footer (spec/02): home, open account, dividends (for kinds that hold
 * dividend contracts, where the site shows them) and the agent announcements.
 */
export const AgentFooter = ({ memberType }: { memberType: number }) => {
  const { t } = useTranslation();
  const { info } = useSite();
  const dividends = memberKindOf(memberType).dividends && info.whitelabel.AGENTDIVIDEND !== false;
  const unread = useAgentNoticeUnread().data?.unreadCount ?? 0;
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
          <span className="agent-footer__icon">
            <Icon size={22} />
            {id === 'announcements' && <UnreadBadge count={unread} />}
          </span>
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
};
