import type { BetTotals } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { BetDetailSheet } from '../../../shared/bets/BetDetailSheet';
import { BetFilters } from '../../../shared/bets/BetFilters';
import { BetRow } from '../../../shared/bets/BetRow';
import { MoreButton, RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { useBetFilters, withChosen } from '../../../shared/bets/use-bet-filters';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { type RangeChoice, useBetRecord, useBetRecords } from '../api';
import { RangeFilter } from '../components/RangeFilter';
import '../../../shared/bets/records.css';

/**
 * /m/gameRecord (TRANSBETREPMEM3): the member's bets by range, category and provider, with the
 * settled bets' totals, a page at a time; a tap opens the bet in full.
 */
export default function BetRecordScreen() {
  const { t } = useTranslation();
  const filters = useBetFilters<RangeChoice>({ range: 'today' });
  const [open, setOpen] = useState<string | null>(null);
  const records = useBetRecords(filters.range, filters.category, filters.vendor?.code ?? '');
  const detail = useBetRecord(open);
  const first = records.data?.pages[0];
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  // A chosen vendor stays offered while a range without its bets is shown.
  const vendors = withChosen(first?.vendors ?? [], filters.vendor);
  return (
    <section className="screen records" data-testid="bet-records">
      <div className="records-filters">
        <RangeFilter value={filters.range} onChange={filters.setRange} />
        <BetFilters filters={filters} vendors={vendors} testId="bet" texts="records.bets" />
      </div>
      {records.isPending && <Spinner label={t('common.loading')} />}
      {records.isError && !first && <ErrorRetry onRetry={() => void records.refetch()} />}
      {first && (
        <>
          <Totals totals={first.totals} from={first.from} to={first.to} />
          {list.length === 0 ? (
            <RecordsEmpty text={t('records.bets.empty')}>
              <Link className="button button--primary button--small" to={paths.home}>
                {t('records.bets.playNow')}
              </Link>
            </RecordsEmpty>
          ) : (
            <ul
              className={`records-list${records.isPlaceholderData ? ' records-list--stale' : ''}`}
            >
              {list.map((bet) => (
                <BetRow
                  key={bet.roundId}
                  bet={bet}
                  testId="bet-row"
                  onOpen={() => setOpen(bet.roundId)}
                />
              ))}
            </ul>
          )}
          {list.length > 0 && (
            <MoreButton
              hasMore={records.hasNextPage}
              loading={records.isFetchingNextPage}
              onMore={() => void records.fetchNextPage()}
            />
          )}
        </>
      )}
      <BetDetailSheet roundId={open} detail={detail} onClose={() => setOpen(null)} />
    </section>
  );
}

const Totals = ({ totals, from, to }: { totals: BetTotals; from: string; to: string }) => {
  const { t } = useTranslation();
  return (
    <div className="records-summary" data-testid="bet-totals">
      <div className="records-summary__head">
        <span>{t('records.period', { from, to })}</span>
        <span>{t('records.bets.betCount', { count: totals.bets })}</span>
      </div>
      <div className="records-summary__grid records-summary__grid--four">
        <div className="records-figure">
          <span className="records-figure__label">{t('records.bets.stake')}</span>
          <span className="records-figure__value">{formatMoney(totals.stake)}</span>
        </div>
        <div className="records-figure">
          <span className="records-figure__label">{t('records.bets.validStake')}</span>
          <span className="records-figure__value">{formatMoney(totals.validStake)}</span>
        </div>
        <div className="records-figure">
          <span className="records-figure__label">{t('records.bets.payout')}</span>
          <span className="records-figure__value">{formatMoney(totals.payout)}</span>
        </div>
        <div className="records-figure">
          <span className="records-figure__label">{t('records.bets.winLoss')}</span>
          <SignedAmount amount={totals.winLoss} className="records-figure__value" />
        </div>
      </div>
    </div>
  );
};
