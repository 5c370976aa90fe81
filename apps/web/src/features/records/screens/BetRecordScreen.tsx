import type { BetTotals, GameCategory, RecordBet, RecordBetsAnswer } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { BetDetailSheet } from '../../../shared/bets/BetDetailSheet';
import { BET_CATEGORIES } from '../../../shared/bets/bet-categories';
import { MoreButton, RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { paths } from '../../../shared/config/paths';
import { localDateTime } from '../../../shared/dates';
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
  const [range, setRange] = useState<RangeChoice>({ range: 'today' });
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState<RecordBetsAnswer['vendors'][number] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const records = useBetRecords(range, category, vendor?.code ?? '');
  const detail = useBetRecord(open);
  const first = records.data?.pages[0];
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  const offered = first?.vendors ?? [];
  // A chosen vendor stays offered while a range without its bets is shown.
  const vendors =
    vendor && !offered.some((v) => v.code === vendor.code) ? [...offered, vendor] : offered;
  return (
    <section className="screen records" data-testid="bet-records">
      <div className="records-filters">
        <RangeFilter value={range} onChange={setRange} />
        <div className="records-selects">
          <label className="records-select">
            <span className="visually-hidden">{t('records.bets.categoryLabel')}</span>
            <select
              value={category}
              data-testid="bet-category"
              onChange={(e) => setCategory(e.target.value as GameCategory | '')}
            >
              <option value="">{t('records.bets.allCategories')}</option>
              {BET_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="records-select">
            <span className="visually-hidden">{t('records.bets.vendorLabel')}</span>
            <select
              value={vendor?.code ?? ''}
              data-testid="bet-vendor"
              onChange={(e) => setVendor(vendors.find((v) => v.code === e.target.value) ?? null)}
            >
              <option value="">{t('records.bets.allVendors')}</option>
              {vendors.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
        </div>
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
                <BetRow key={bet.roundId} bet={bet} onOpen={() => setOpen(bet.roundId)} />
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

const BetRow = ({ bet, onOpen }: { bet: RecordBet; onOpen: () => void }) => {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="records-row records-row--button"
        data-testid="bet-row"
        data-round-id={bet.roundId}
        onClick={onOpen}
      >
        <span className="records-row__main">
          <strong className="records-row__title">{bet.gameName}</strong>
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
