import type { WithdrawOverview } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';

/** Why the withdraw button is off, if it is for the member's account: turnover, or no password. */
export const blockedReason = (view: WithdrawOverview): 'turnover' | 'password' | null => {
  if (Number(view.turnover.left) > 0) return 'turnover';
  return view.paymentPasswordSet ? null : 'password';
};

/**
 * Said at the button it keeps off: what turnover is left and where to play it (slots count in
 * full), or that a payment password is missing. `id` lets the button name it as its description.
 */
export const WithdrawBlocked = ({ view, id }: { view: WithdrawOverview; id: string }) => {
  const { t } = useTranslation();
  const reason = blockedReason(view);
  if (!reason) return null;
  return (
    <div className="withdraw-blocked" id={id} data-testid="withdraw-blocked" role="status">
      {reason === 'turnover' ? (
        <>
          <p>{t('withdraw.waitsForTurnover', { amount: formatMoney(view.turnover.left) })}</p>
          <Link className="button button--outline-primary button--small" to={paths.slotsCenter}>
            {t('withdraw.playSlots')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('withdraw.waitsForPassword')}</p>
          <Link className="button button--outline-primary button--small" to={paths.paymentPassword}>
            {t('withdraw.setPaymentPassword')}
          </Link>
        </>
      )}
    </div>
  );
};
