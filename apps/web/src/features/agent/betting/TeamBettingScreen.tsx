import type { GameCategory, TeamBet } from '@lotto/contract';
import { useState } from 'react';
import { BetDetailSheet } from '../../../shared/bets/BetDetailSheet';
import { BET_CATEGORIES } from '../../../shared/bets/bet-categories';
import { MoreButton, RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { TeamRangeFilter } from '../overview/TeamRangeFilter';
import type { TeamRangeChoice } from '../overview/team-range';
import { useTeamBet, useTeamBets } from './api';
import '../../../shared/bets/records.css';
import '../overview/team-figures.css';

/**
 * /m/teamBetting: the team's bets (lottery orders included) by period, member and category, a
 * page at a time; a tap opens the bet in the member's game records' sheet.
 */
export default function TeamBettingScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TeamRangeChoice>({ range: 'today' });
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [open, setOpen] = useState<TeamBet | null>(null);
  const bets = useTeamBets(range, username, category);
  const detail = useTeamBet(open);
  const first = bets.data?.pages[0];
  const list = bets.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="screen team-figures records" data-testid="team-betting">
      <TeamRangeFilter value={range} onChange={setRange} />
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
      <div className="records-selects team-search">
        <label className="records-select">
          <span className="visually-hidden">{t('agentTeam.pnl.categoryLabel')}</span>
          <select
            value={category}
            data-testid="team-bet-category"
            onChange={(e) => setCategory(e.target.value as GameCategory | '')}
          >
            <option value="">{t('agentTeam.pnl.allCategories')}</option>
            {BET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
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

const BetRow = ({ bet, onOpen }: { bet: TeamBet; onOpen: () => void }) => {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="records-row records-row--button"
        data-testid="team-bet-row"
        onClick={onOpen}
      >
        <span className="records-row__main">
          <strong className="records-row__title">{bet.gameName}</strong>
          <span className="records-row__meta">
            {t('agentTeam.betting.by', { name: bet.username })}
          </span>
          <span className="records-row__meta">
            {t(`categories.${bet.gameType}`)} · {bet.vendorName}
          </span>
          <span className="records-row__meta">{localDateTime(bet.createdAt)}</span>
        </span>
        <span className="records-row__side">
          <span className="records-row__stake">K {formatMoney(bet.stake)}</span>
          {bet.winLoss === null ? (
            <span className="records-status">{t('records.bets.pending')}</span>
          ) : (
            <SignedAmount amount={bet.winLoss} />
          )}
        </span>
      </button>
    </li>
  );
};
