import type { Reward } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { localDate } from '../../../shared/dates';
import { toastFailure } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useClaimReward, useRewards } from '../api';
import '../promotions.css';

type Tab = 'claimable' | 'history';

/**
 * /m/rewardCenter: rewards issued or earned and waiting (claim each here), and the claimed
 * ones with the turnover each carries. Its count of waiting rewards is the member centre badge.
 */
export default function RewardCenterScreen() {
  const { t } = useTranslation();
  const rewards = useRewards();
  const [tab, setTab] = useState<Tab>('claimable');
  const list = rewards.data?.[tab] ?? [];
  return (
    <section className="screen promo-rewards" data-testid="reward-center">
      <div className="promo-tabs promo-tabs--even" role="tablist">
        {(['claimable', 'history'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`promo-tabs__tab${tab === name ? ' promo-tabs__tab--on' : ''}`}
            data-testid={`rewards-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {t(`promotions.rewards.${name}`)}
            {name === 'claimable' && (rewards.data?.claimable.length ?? 0) > 0 && (
              <span className="promo-badge">{rewards.data?.claimable.length}</span>
            )}
          </button>
        ))}
      </div>
      {rewards.isPending && <Spinner label={t('common.loading')} />}
      {rewards.isError && <ErrorRetry onRetry={() => void rewards.refetch()} />}
      {rewards.isSuccess && list.length === 0 && (
        <div className="empty-state promo-empty" role="tabpanel">
          <svg className="promo-empty__art" viewBox="0 0 64 64" aria-hidden="true">
            <rect x="10" y="26" width="44" height="30" rx="5" fill="var(--app-accent)" />
            <rect x="7" y="18" width="50" height="11" rx="4" fill="#f5b301" />
            <rect x="29" y="18" width="6" height="38" fill="var(--adm-color-primary)" />
            <path
              d="M32 18c-6-12-20-9-15-1 3 3 9 1 15 1zm0 0c6-12 20-9 15-1-3 3-9 1-15 1z"
              fill="var(--adm-color-primary)"
            />
          </svg>
          <p>
            {t(
              tab === 'claimable'
                ? 'promotions.rewards.emptyClaimable'
                : 'promotions.rewards.emptyHistory',
            )}
          </p>
          <Link className="button button--primary button--small" to={paths.activity}>
            {t('promotions.rewards.seePromotions')}
          </Link>
        </div>
      )}
      {list.length > 0 && (
        <div role="tabpanel">
          <ul className="promo-reward-list">
            {list.map((reward) => (
              <RewardItem key={`${reward.source}-${reward.id}`} reward={reward} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Promotions' rewards keep their plain ids; a VIP upgrade bonus's id is of another table. */
const testIdOf = (reward: Reward) =>
  reward.source === 'promotion' ? String(reward.id) : `${reward.source}-${reward.id}`;

const RewardItem = ({ reward }: { reward: Reward }) => {
  const { t } = useTranslation();
  const claim = useClaimReward();
  const claimable = reward.status === 'claim' || reward.status === 'issued';
  const tap = () =>
    claim.mutate(reward, {
      onSuccess: (answer) =>
        void toast.success(
          t('promotions.claimedToast', { amount: formatMoney(answer.reward.amount) }),
        ),
      onError: toastFailure,
    });
  return (
    <li className="promo-reward" data-testid={`reward-${testIdOf(reward)}`}>
      <div className="promo-reward__coin" aria-hidden="true">
        K
      </div>
      <div className="promo-reward__text">
        <Link
          className="promo-reward__title"
          to={
            reward.promotionId === null
              ? paths.memberBenefits
              : `${paths.activityDetail}?id=${reward.promotionId}`
          }
        >
          {reward.title}
        </Link>
        <span className="promo-reward__meta">
          {t('promotions.rewards.turnover', { amount: formatMoney(reward.turnoverRequired) })}
        </span>
        {reward.claimedAt !== null && (
          <span className="promo-reward__meta">
            {t('promotions.rewards.claimedAt', { date: localDate(reward.claimedAt) })}
          </span>
        )}
      </div>
      <div className="promo-reward__side">
        <strong className="promo-reward__amount">K {formatMoney(reward.amount)}</strong>
        {claimable ? (
          <button
            type="button"
            className="button button--accent button--small"
            disabled={claim.isPending}
            data-testid={`reward-claim-${testIdOf(reward)}`}
            onClick={tap}
          >
            {t('promotions.rewards.claim')}
          </button>
        ) : (
          <span className="promo-chip promo-chip--claimed">{t('promotions.status.claimed')}</span>
        )}
      </div>
    </li>
  );
};
