import { REBATE_KINDS, type RebateKind } from '@lotto/contract';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { localDateTime } from '../../../shared/dates';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useRebateReport } from '../api';
import { RebateLines } from './RebateLines';
import '../rebate.css';

const KINDS = ['all', ...REBATE_KINDS] as const;
const kindLabel = {
  all: 'rebate.kindAll',
  auto: 'rebate.kindAuto',
  manual: 'rebate.kindManual',
} as const;

/** /m/member/rebateReport (PLYRBT): every rebate paid, automatic and manual, newest first. */
export default function RebateReportScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RebateKind | 'all'>('all');
  const query = useRebateReport(kind);
  const pages = query.data?.pages ?? [];
  const list = pages.flatMap((p) => p.list);
  const off = query.error instanceof ApiError && query.error.code === 'function.not.available';
  return (
    <section className="screen rebate" data-testid="rebate-report">
      <div className="rebate-tabs" role="tablist" aria-label={t('rebate.report')}>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={`rebate-tab${k === kind ? ' rebate-tab--on' : ''}`}
            onClick={() => setKind(k)}
            data-testid={`rebate-kind-${k}`}
          >
            {t(kindLabel[k])}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        off ? (
          <p className="empty-state">{t('rebate.unavailable')}</p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <div className="rebate-total">
            <span>{t('rebate.total')}</span>
            <strong data-testid="rebate-total">
              K {formatMoney(pages[0]?.totalAmount ?? '0.00')}
            </strong>
          </div>
          {list.length === 0 ? (
            <p className="rebate-empty" data-testid="rebate-report-empty">
              {t('rebate.empty')}
            </p>
          ) : (
            <ul className="rebate-payouts">
              {list.map((p) => (
                <li key={p.id} className="rebate-payout" data-testid="rebate-payout">
                  <div className="rebate-payout__head">
                    <span className={`rebate-badge rebate-badge--${p.kind}`}>
                      {t(kindLabel[p.kind])}
                    </span>
                    <time className="rebate-payout__time">{localDateTime(p.createdAt)}</time>
                    <strong className="rebate-payout__amount">+{formatMoney(p.amount)}</strong>
                  </div>
                  <RebateLines lines={p.lines} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <button
              type="button"
              className="button button--outline button--block"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('rebate.loadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
