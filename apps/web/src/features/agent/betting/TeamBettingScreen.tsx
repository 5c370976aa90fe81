import type { TeamBet } from '@lotto/contract';
import { useState } from 'react';
import { BetDetailSheet } from '../../../shared/bets/BetDetailSheet';
import { BetFilters } from '../../../shared/bets/BetFilters';
import { BetRow } from '../../../shared/bets/BetRow';
import { MoreButton, RecordsEmpty } from '../../../shared/bets/ListStates';
import { useBetFilters, useCategoryVendors } from '../../../shared/bets/use-bet-filters';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { TeamRangeFilter } from '../overview/TeamRangeFilter';
import type { TeamRangeChoice } from '../overview/team-range';
import { useTeamBet, useTeamBets } from './api';
import '../../../shared/bets/records.css';
import '../overview/team-figures.css';

/**
 * /m/teamBetting: the team's bets (lottery orders included) by period, member, category and
 * vendor, a
 * page at a time; a tap opens the bet in the member's game records' sheet.
 */
export default function TeamBettingScreen() {
  const { t } = useTranslation();
  const filters = useBetFilters<TeamRangeChoice>({ range: 'today' }, { vendorOfCategory: true });
  const vendors = useCategoryVendors(filters.category);
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [open, setOpen] = useState<TeamBet | null>(null);
  const bets = useTeamBets(filters, username);
  const detail = useTeamBet(open);
  const first = bets.data?.pages[0];
  const list = bets.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="screen team-figures records" data-testid="team-betting">
      <TeamRangeFilter value={filters.range} onChange={filters.setRange} />
      <form
        className="team-search"
        onSubmit={(e) => {
          e.preventDefault();
          setUsername(typed.trim());
        }}
      >
        <input
          type="search"
          value={typed}
          aria-label={t('agentTeam.betting.search')}
          placeholder={t('agentTeam.betting.search')}
          data-testid="team-bet-username"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button--primary button--small">
          {t('agentTeam.betting.searchButton')}
        </button>
      </form>
      <BetFilters
        filters={filters}
        vendors={vendors}
        testId="team-bet"
        texts="agentTeam.pnl"
        className="team-search"
      />
      {bets.isPending && <Spinner label={t('common.loading')} />}
      {bets.isError && !first && <ErrorRetry onRetry={() => void bets.refetch()} />}
      {first && (
        <>
          <p className="team-figures__period">
            {t('agentTeam.period', { from: first.from, to: first.to })}
          </p>
          {list.length === 0 ? (
            <RecordsEmpty text={t('agentTeam.betting.empty')} />
          ) : (
            <ul className={`records-list${bets.isPlaceholderData ? ' records-list--stale' : ''}`}>
              {list.map((bet) => (
                <BetRow
                  key={`${bet.memberId}-${bet.roundId}`}
                  bet={bet}
                  by={t('agentTeam.betting.by', { name: bet.username })}
                  testId="team-bet-row"
                  onOpen={() => setOpen(bet)}
                />
              ))}
            </ul>
          )}
          {list.length > 0 && (
            <MoreButton
              hasMore={bets.hasNextPage}
              loading={bets.isFetchingNextPage}
              onMore={() => void bets.fetchNextPage()}
            />
          )}
        </>
      )}
      <BetDetailSheet
        roundId={open?.roundId ?? null}
        detail={detail}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
