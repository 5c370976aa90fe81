import {
  type LedgerTransactionType,
  RECORD_TYPE_GROUPS,
  type RecordLedgerEntry,
} from '@lotto/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MoreButton, RecordsEmpty, SignedAmount } from '../../../shared/bets/ListStates';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { type RangeChoice, useLedgerRecords } from '../api';
import { RangeFilter } from '../components/RangeFilter';
import '../../../shared/bets/records.css';

/** The types a member's wallet sees, in the order a player looks for them. */
const TYPES: readonly LedgerTransactionType[] = [
  'bet',
  'win',
  'bonus',
  'jackpot',
  'deposit',
  'withdrawal',
  'rebate',
  'welcome_credit',
];

/**
 * /m/transaction/record (TRANSREC3): the member's wallet statement over a range of days, each
 * entry with the balance right after it, filtered by type, a page at a time. With ?types=A (the
 * agent menu's transaction record) it shows only the agent area's money, with those types' chips.
 */
export default function LedgerRecordScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<RangeChoice>({ range: 'today' });
  const [type, setType] = useState<LedgerTransactionType | ''>('');
  const agentGroup = useSearchParams()[0].get('types') === 'A';
  const types: readonly LedgerTransactionType[] = agentGroup ? RECORD_TYPE_GROUPS.A : TYPES;
  const records = useLedgerRecords(range, type, agentGroup ? 'A' : undefined);
  const first = records.data?.pages[0];
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="screen records" data-testid="ledger-records">
      <div className="records-filters">
        <RangeFilter value={range} onChange={setRange} />
        <fieldset className="records-types">
          <legend className="visually-hidden">{t('records.ledger.typeLabel')}</legend>
          {(['', ...types] as const).map((name) => (
            <button
              key={name || 'all'}
              type="button"
              className={`records-chip records-chip--small${type === name ? ' records-chip--on' : ''}`}
              aria-pressed={type === name}
              data-testid={`type-${name || 'all'}`}
              onClick={() => setType(name)}
            >
              {name ? t(`records.ledger.types.${name}`) : t('records.ledger.allTypes')}
            </button>
          ))}
        </fieldset>
      </div>
      {records.isPending && <Spinner label={t('common.loading')} />}
      {records.isError && !first && <ErrorRetry onRetry={() => void records.refetch()} />}
      {first && (
        <>
          <div className="records-summary" data-testid="ledger-summary">
            <div className="records-summary__head">
              <span>{t('records.period', { from: first.from, to: first.to })}</span>
              <span>{t('records.ledger.count', { count: first.totalCount })}</span>
            </div>
            <div className="records-summary__grid">
              <Figure label={t('records.ledger.moneyIn')} amount={first.totalIn} />
              <Figure label={t('records.ledger.moneyOut')} amount={first.totalOut} />
            </div>
          </div>
          {list.length === 0 ? (
            <RecordsEmpty text={t('records.ledger.empty')} />
          ) : (
            <ul
              className={`records-list${records.isPlaceholderData ? ' records-list--stale' : ''}`}
            >
              {list.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
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
    </section>
  );
}

const Figure = ({ label, amount }: { label: string; amount: string }) => (
  <div className="records-figure">
    <span className="records-figure__label">{label}</span>
    <SignedAmount amount={amount} className="records-figure__value" />
  </div>
);

const LedgerRow = ({ entry }: { entry: RecordLedgerEntry }) => {
  const { t } = useTranslation();
  return (
    <li className="records-row" data-testid="ledger-row">
      <span className={`records-row__icon records-row__icon--${entry.type}`} aria-hidden="true">
        {entry.amount.startsWith('-') ? '−' : '+'}
      </span>
      <div className="records-row__main">
        <strong className="records-row__title">{t(`records.ledger.types.${entry.type}`)}</strong>
        <span className="records-row__meta">{localDateTime(entry.createdAt)}</span>
      </div>
      <div className="records-row__side">
        <SignedAmount amount={entry.amount} />
        <span className="records-row__meta">
          {t('records.ledger.balance', { amount: formatMoney(entry.balanceAfter) })}
        </span>
      </div>
    </li>
  );
};
