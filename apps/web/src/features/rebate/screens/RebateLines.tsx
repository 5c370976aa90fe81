import type { RebateLine } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';

/** A rebate's parts by game category: valid stake, rate and amount. */
export const RebateLines = ({
  lines,
  testId,
}: {
  lines: readonly RebateLine[];
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <table className="rebate-lines" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('rebate.byCategory')}</th>
          <th scope="col">{t('rebate.validStake')}</th>
          <th scope="col">{t('rebate.rate')}</th>
          <th scope="col">{t('rebate.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.category}>
            <th scope="row">{t(`categories.${l.category}`)}</th>
            <td>{formatMoney(l.validStake)}</td>
            <td>{l.ratePercent.toFixed(2)}%</td>
            <td className="rebate-lines__amount">{formatMoney(l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
