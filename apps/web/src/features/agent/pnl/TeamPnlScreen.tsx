import type { PnlFigures, TeamPnlRow } from '@lotto/contract';
import { useSearchParams } from 'react-router';
import { BetFilters } from '../../../shared/bets/BetFilters';
import { RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { useBetFilters, useCategoryVendors } from '../../../shared/bets/use-bet-filters';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { TeamRangeFilter } from '../overview/TeamRangeFilter';
import { TeamTopBar } from '../overview/TeamTopBar';
import type { TeamRangeChoice } from '../overview/team-range';
import { useTeamPnl } from './api';
import { agentIdOf } from './drill';
import '../../../shared/bets/records.css';
import '../overview/team-figures.css';

/**
 * /m/agent/team/pnl: per direct downline, its own bets and its sub-team's, for a period,
 * category and vendor; a sub-agent's row opens its sub-team (?agentId=), and back goes a level up.
 */
export default function TeamPnlScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const agentId = agentIdOf(search);
  const filters = useBetFilters<TeamRangeChoice>({ range: 'today' }, { vendorOfCategory: true });
  const vendors = useCategoryVendors(filters.category);
  const pnl = useTeamPnl(filters, agentId);
  const data = pnl.data;
  const goTo = (id: number | null) => setSearch(id === null ? {} : { agentId: String(id) });
  const drilled = agentId !== null && data !== undefined;
  return (
    <section className="screen team-figures" data-testid="team-pnl">
      <TeamTopBar
        title={
          drilled ? t('agentTeam.pnl.teamOf', { name: data.agent.username }) : t('titles.teamPnl')
        }
        backTo={paths.agent}
        {...(drilled
          ? { backLabel: t('agentTeam.pnl.up'), onBack: () => goTo(data.agent.uplineId) }
          : {})}
      />
      <TeamRangeFilter value={filters.range} onChange={filters.setRange} />
      <BetFilters
        filters={filters}
        vendors={vendors}
        testId="pnl"
        texts="agentTeam.pnl"
        className="team-search"
      />
      {pnl.isPending && <Spinner label={t('common.loading')} />}
      {pnl.isError && <ErrorRetry onRetry={() => void pnl.refetch()} />}
      {data && !pnl.isError && (
        <div className={pnl.isPlaceholderData ? 'records-list--stale' : ''}>
          <p className="team-figures__period">
            {t('agentTeam.period', { from: data.from, to: data.to })}
          </p>
          <section
            className="team-card"
            data-testid="pnl-totals"
            aria-label={t('agentTeam.pnl.totals')}
          >
            <h2 className="team-card__title">{t('agentTeam.pnl.totals')}</h2>
            <Figures figures={data.totals} />
          </section>
          {data.rows.length === 0 ? (
            <RecordsEmpty text={t('agentTeam.pnl.empty')} />
          ) : (
            <ul className="records-list">
              {data.rows.map((row) => (
                <PnlRow key={row.memberId} row={row} onOpen={() => goTo(row.memberId)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

const Figures = ({ figures }: { figures: PnlFigures }) => {
  const { t } = useTranslation();
  return (
    <dl className="team-row__figures">
      {(['stake', 'validStake', 'payout', 'rebates'] as const).map((key) => (
        <div key={key}>
          <dt>{t(`agentTeam.money.${key}`)}</dt>
          <dd>{formatMoney(figures[key])}</dd>
        </div>
      ))}
      <div>
        <dt>{t('agentTeam.money.winLoss')}</dt>
        <dd>
          <SignedAmount amount={figures.winLoss} />
        </dd>
      </div>
    </dl>
  );
};

const PnlRow = ({ row, onOpen }: { row: TeamPnlRow; onOpen: () => void }) => {
  const { t } = useTranslation();
  const head = (
    <span className="records-row__main">
      <strong className="records-row__title">{row.username}</strong>
      {row.downlines > 0 && (
        <span className="records-row__meta">
          {t('agentTeam.pnl.downlines', { count: row.downlines })}
        </span>
      )}
      <span className="records-row__meta">
        {row.downlines > 0 ? t('agentTeam.pnl.subTeam') : t('agentTeam.pnl.own')}
      </span>
      <Figures figures={row.downlines > 0 ? row.team : row.own} />
    </span>
  );
  return (
    <li data-testid="pnl-row" data-member-id={row.memberId}>
      {row.downlines > 0 ? (
        <button
          type="button"
          className="records-row records-row--button"
          aria-label={t('agentTeam.pnl.open', { name: row.username })}
          onClick={onOpen}
        >
          {head}
          <span aria-hidden="true">›</span>
        </button>
      ) : (
        <div className="records-row">{head}</div>
      )}
    </li>
  );
};
