import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { formatMoney } from '../session/balance';

/** The empty state of a records list: a ledger-book drawing, what is missing, and an action. */
export const RecordsEmpty = ({ text, children }: { text: string; children?: ReactNode }) => (
  <div className="empty-state records-empty" data-testid="records-empty">
    <svg className="records-empty__art" viewBox="0 0 64 64" aria-hidden="true">
      <rect x="12" y="8" width="40" height="50" rx="5" fill="var(--app-card)" />
      <rect
        x="12"
        y="8"
        width="40"
        height="50"
        rx="5"
        fill="none"
        stroke="var(--app-accent)"
        strokeWidth="3"
      />
      <rect x="20" y="20" width="24" height="4" rx="2" fill="var(--app-accent)" />
      <rect x="20" y="30" width="18" height="4" rx="2" fill="var(--app-muted)" />
      <rect x="20" y="40" width="21" height="4" rx="2" fill="var(--app-muted)" />
    </svg>
    <p>{text}</p>
    {children}
  </div>
);

/** "Load more" under a list, or the end of it. */
export const MoreButton = ({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) => {
  const { t } = useTranslation();
  if (!hasMore) return <p className="records-end">{t('records.end')}</p>;
  return (
    <button
      type="button"
      className="button button--ghost records-more"
      disabled={loading}
      data-testid="records-more"
      onClick={onMore}
    >
      {loading ? t('records.loadingMore') : t('records.loadMore')}
    </button>
  );
};

/** A signed amount with its colour: money in green, out red. */
export const SignedAmount = ({
  amount,
  className = '',
}: {
  amount: string;
  className?: string;
}) => {
  const negative = amount.startsWith('-');
  const zero = /^-?0\.00$/.test(amount);
  const tone = zero ? '' : negative ? ' records-amount--out' : ' records-amount--in';
  return (
    <span className={`records-amount${tone} ${className}`.trim()}>
      {negative || zero ? '' : '+'}
      {formatMoney(amount)}
    </span>
  );
};
