import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { LobbyTab } from '../model/lobby-state';
import { ClockIcon, FlameIcon, StarIcon } from './icons';

const TABS: { tab: Exclude<LobbyTab, 'all'>; icon: ReactNode }[] = [
  { tab: 'recent', icon: <ClockIcon /> },
  { tab: 'fav', icon: <StarIcon /> },
  { tab: 'hot', icon: <FlameIcon /> },
];

/** Recent, favourites and hot; tapping the open tab goes back to the full list. */
export const QuickTabs = ({
  tab,
  onChange,
}: {
  tab: LobbyTab;
  onChange: (tab: LobbyTab) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="lobby-tabs">
      {TABS.map((entry) => {
        const active = entry.tab === tab;
        return (
          <button
            key={entry.tab}
            type="button"
            className={`lobby-tabs__tab${active ? ' lobby-tabs__tab--on' : ''}`}
            data-testid={`tab-${entry.tab}`}
            aria-pressed={active}
            onClick={() => onChange(active ? 'all' : entry.tab)}
          >
            {entry.icon}
            <span>{t(`games.tabs.${entry.tab}`)}</span>
          </button>
        );
      })}
    </div>
  );
};
