import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useHeaderTitle } from '../../../shared/routing/header-title';
import { useSession } from '../../../shared/session/session-store';
import { useStartOver } from '../api/lobby-list';
import { useCategoryVendors, useVendors } from '../api/queries';
import { FilterPanel } from '../components/FilterPanel';
import { LobbyList } from '../components/LobbyList';
import { Notice } from '../components/Notice';
import { QuickTabs } from '../components/QuickTabs';
import { SearchBar } from '../components/SearchBar';
import { VendorStrip } from '../components/VendorStrip';
import {
  classifyOf,
  defaultClassify,
  type FilterChoice,
  type LobbyState,
  type LobbyTab,
  MEMBER_TABS,
  parseLobby,
  withFilters,
  withSearch,
  withTab,
  withVendor,
} from '../model/lobby-state';
import '../games.css';

/** /m/gameList?gameType=: search, quick tabs, vendors, filters and the infinite game list. */
export default function GameListScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = parseLobby(params);
  if (parsed.ok) return <Lobby state={parsed.state} />;
  return (
    <section className="screen lobby" data-testid="game-list-invalid">
      <Notice
        title={t('games.badTypeTitle')}
        body={
          parsed.reason === 'missing'
            ? t('games.missingType')
            : t('games.unknownType', { type: parsed.gameType })
        }
      >
        <Link className="button button--primary" to={paths.gameCenter}>
          {t('games.toGameCenter')}
        </Link>
        <Link className="button button--ghost" to={paths.home}>
          {t('common.backHome')}
        </Link>
      </Notice>
    </section>
  );
}

const Lobby = ({ state }: { state: LobbyState }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const member = useSession() !== null;
  const [filterOpen, setFilterOpen] = useState(false);
  const vendors = useCategoryVendors(state.gameType);
  const catalogue = useVendors();
  const categoryName =
    catalogue.data?.sorting.find((s) => s.gameCategory === state.gameType)?.name ??
    t(`categories.${state.gameType}`);
  useHeaderTitle(categoryName);

  // Filters change the list in place: the history keeps one lobby entry, so back leaves it.
  const startOver = useStartOver();
  const go = useCallback(
    (next: URLSearchParams) => {
      const parsed = parseLobby(next);
      if (parsed.ok) startOver(state, parsed.state);
      setParams(next, { replace: true });
      window.scrollTo(0, 0);
    },
    [setParams, startOver, state],
  );
  const changeTab = (tab: LobbyTab) => {
    if (!member && MEMBER_TABS.includes(tab)) navigate(paths.login);
    else go(withTab(params, tab));
  };
  const submitFilters = (choice: FilterChoice) => {
    setFilterOpen(false);
    go(withFilters(params, choice));
  };
  const closeFilter = useCallback(() => setFilterOpen(false), []);

  const filtered =
    state.minBet !== '' ||
    classifyOf(state) !== defaultClassify(state.gameType, state.vendor, state.search);
  return (
    <section className="screen lobby" data-testid="game-list" data-game-type={state.gameType}>
      <div className="lobby-toolbar">
        <SearchBar
          value={state.search}
          placeholder={t('games.searchIn', { category: categoryName })}
          onSearch={(text) => go(withSearch(params, text))}
          onOpenFilter={() => setFilterOpen(true)}
          filterActive={filtered}
        />
        <QuickTabs tab={state.tab} onChange={changeTab} />
        <VendorStrip
          vendors={vendors}
          selected={state.tab === 'all' ? state.vendor : null}
          onSelect={(vendor) => go(withVendor(params, vendor === state.vendor ? '' : vendor))}
          onRetry={catalogue.isError ? () => void catalogue.refetch() : undefined}
        />
      </div>
      <LobbyList state={state} />
      {filterOpen && (
        <FilterPanel
          state={state}
          vendors={vendors}
          onSubmit={submitFilters}
          onClose={closeFilter}
        />
      )}
    </section>
  );
};
