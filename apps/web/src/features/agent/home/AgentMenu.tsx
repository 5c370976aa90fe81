import type { AgentMenuItem } from '@lotto/contract';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import type { IconProps } from '../../../shared/ui/icons';
import { agentMenuOf } from './agent-menu';
import {
  ChartIcon,
  ChevronIcon,
  CoinsIcon,
  DiceIcon,
  EnvelopeIcon,
  HeadsetIcon,
  MailIcon,
  PercentIcon,
  PnlIcon,
  ReceiptIcon,
  ShieldIcon,
  TeamIcon,
} from './icons';

const ICONS: Record<AgentMenuItem, ComponentType<IconProps>> = {
  teamOverview: ChartIcon,
  transactionRecord: ReceiptIcon,
  teamManagement: TeamIcon,
  redEnvelopeRain: EnvelopeIcon,
  teamProfitLoss: PnlIcon,
  teamBetting: DiceIcon,
  rebateSetup: PercentIcon,
  agentRebateIncome: CoinsIcon,
  securityCenter: ShieldIcon,
  messages: MailIcon,
  onlineService: HeadsetIcon,
};

/** The agent menu: the items the site's switches allow, messages with their unread count. */
export const AgentMenu = ({ unread }: { unread: number }) => {
  const { t } = useTranslation();
  const { info } = useSite();
  return (
    <nav className="agent-menu" aria-label={t('agent.menu')}>
      <ul>
        {agentMenuOf(info.whitelabel).map(({ item, to }) => {
          const Icon = ICONS[item];
          return (
            <li key={item}>
              <Link className="agent-menu__item" to={to} data-testid={`agent-menu-${item}`}>
                <span className={`agent-menu__icon agent-menu__icon--${item}`}>
                  <Icon size={20} />
                </span>
                <span className="agent-menu__label">{t(`agent.items.${item}`)}</span>
                {item === 'messages' && unread > 0 && (
                  <span className="badge" data-testid="agent-unread">
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
                <ChevronIcon size={18} className="agent-menu__chevron" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
