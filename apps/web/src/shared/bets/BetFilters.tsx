import type { GameCategory } from '@lotto/contract';
import { useTranslation } from '../i18n';
import { BET_CATEGORIES } from './bet-categories';
import type { BetFilterState, VendorChoice } from './use-bet-filters';

/** Where a screen's filter texts live: the member's records and the agent's team say it apart. */
type TextsAt = 'records.bets' | 'agentTeam.pnl';

/**
 * The category select, and the vendor select when vendors are given, every bets screen shares
 * (the member's game records, team P&L, team betting). Test ids are `<testId>-category` and
 * `<testId>-vendor`.
 */
export const BetFilters = ({
  filters,
  vendors,
  testId,
  texts,
  className = '',
}: {
  filters: Pick<BetFilterState, 'category' | 'setCategory' | 'vendor' | 'setVendor'>;
  vendors?: readonly VendorChoice[];
  testId: string;
  texts: TextsAt;
  className?: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className={`records-selects ${className}`.trim()}>
      <label className="records-select">
        <span className="visually-hidden">{t(`${texts}.categoryLabel`)}</span>
        <select
          value={filters.category}
          data-testid={`${testId}-category`}
          onChange={(e) => filters.setCategory(e.target.value as GameCategory | '')}
        >
          <option value="">{t(`${texts}.allCategories`)}</option>
          {BET_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      {vendors && (
        <label className="records-select">
          <span className="visually-hidden">{t(`${texts}.vendorLabel`)}</span>
          <select
            value={filters.vendor?.code ?? ''}
            data-testid={`${testId}-vendor`}
            onChange={(e) =>
              filters.setVendor(vendors.find((v) => v.code === e.target.value) ?? null)
            }
          >
            <option value="">{t(`${texts}.allVendors`)}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
};
