import {
  CLAIMABLE_STATUSES,
  type PromotionDetailAnswer,
  type PromotionStatus,
} from '@lotto/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { toastFailure } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSession } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { useClaim, useJoin } from '../api';

/** Statuses whose button does something; the others only tell where the member stands. */
const ACTIONS: readonly PromotionStatus[] = ['join', 'applying', ...CLAIMABLE_STATUSES];

/**
 * The detail's button for the member's status: join, claim (claim or issued) and apply act;
 * joined, claimed, process, rejected, close and coming are shown disabled. A guest's tap on an
 * action opens login. A mission shows its progress above the button.
 */
export const StatusAction = ({
  promotion,
  onApply,
}: {
  promotion: PromotionDetailAnswer;
  onApply: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const join = useJoin();
  const claim = useClaim();
  const { status, progress } = promotion;
  const busy = join.isPending || claim.isPending;
  const acts = ACTIONS.includes(status);

  const tap = () => {
    if (!session) {
      navigate(paths.login);
      return;
    }
    if (status === 'join') {
      join.mutate(promotion.id, {
        onSuccess: () => void toast.success(t('promotions.joinedToast')),
        onError: toastFailure,
      });
    } else if (status === 'applying') {
      onApply();
    } else {
      claim.mutate(promotion.id, {
        onSuccess: (answer) =>
          void toast.success(
            t('promotions.claimedToast', { amount: formatMoney(answer.reward.amount) }),
          ),
        onError: toastFailure,
      });
    }
  };

  const done = Number(progress?.validStake ?? 0);
  const target = Number(progress?.target ?? 0);
  return (
    <div className="promo-action">
      {progress?.validStake != null && progress.target != null && (
        <div className="promo-progress" data-testid="promo-progress">
          <div
            className="promo-progress__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={Math.min(done, target)}
            aria-label={t('promotions.mission')}
          >
            <span style={{ width: `${target ? Math.min(100, (done / target) * 100) : 0}%` }} />
          </div>
          <span className="promo-progress__text">
            {t('promotions.progress', {
              done: formatMoney(progress.validStake),
              target: formatMoney(progress.target),
            })}
          </span>
        </div>
      )}
      <button
        type="button"
        className={`button button--block promo-action__button promo-action__button--${status}`}
        disabled={!acts || busy}
        data-testid="promo-action"
        data-status={status}
        onClick={tap}
      >
        {t(`promotions.status.${status}`)}
      </button>
    </div>
  );
};
