import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import type { IconProps } from '../../../shared/ui/icons';
import { useTeamKpi } from './api';
import { DiceIcon, LoginIcon, OnlineIcon, UserPlusIcon } from './icons';

const COUNTERS = [
  { key: 'teamLoginMemberCount', label: 'loggedIn', Icon: LoginIcon },
  { key: 'teamBetMemberCount', label: 'betting', Icon: DiceIcon },
  { key: 'teamRegisterMemberCount', label: 'registered', Icon: UserPlusIcon },
  { key: 'teamOnlineCount', label: 'online', Icon: OnlineIcon },
] as const satisfies readonly { key: string; label: string; Icon: ComponentType<IconProps> }[];

/** Today's four team counters (site day), each a member count of the agent's whole team. */
export const TeamToday = ({ day }: { day: string }) => {
  const { t } = useTranslation();
  const kpi = useTeamKpi(day);
  return (
    <section className="agent-today" aria-labelledby="agent-today-title" data-testid="agent-today">
      <h2 className="agent-today__title" id="agent-today-title">
        {t('agent.today')}
      </h2>
      {kpi.isError ? (
        <ErrorRetry onRetry={() => void kpi.refetch()} />
      ) : (
        <dl className="agent-today__grid">
          {COUNTERS.map(({ key, label, Icon }) => (
            <div className="agent-today__cell" key={key}>
              <dt>
                <Icon size={18} />
                {t(`agent.counters.${label}`)}
              </dt>
              <dd data-testid={`agent-kpi-${label}`}>{kpi.data ? kpi.data[key] : '–'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};
