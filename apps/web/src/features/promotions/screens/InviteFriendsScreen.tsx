import type { ReferralAnswer } from '@lotto/contract';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { errorText } from '../../../shared/i18n/errors';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useReferral } from '../api';
import { copyText, inviteLink } from '../invite/invite-link';
import '../promotions.css';
import '../invite/invite.css';

/**
 * /m/inviteFriends (spec/02 sections 2 and 4): with a session and REFERRAL on, the member's
 * invite link and its QR code, a copy button, and what inviting brought them; with REFERRAL off
 * the message to contact customer service. The frame sends visitors to login and refuses a
 * free-trial account.
 */
export default function InviteFriendsScreen() {
  const { t } = useTranslation();
  const on = useSite().info.whitelabel.REFERRAL !== false;
  const referral = useReferral(on);
  if (!on) return <Unavailable />;
  return (
    <section className="screen invite" data-testid="invite-friends">
      {referral.isPending && <Spinner label={t('common.loading')} />}
      {referral.isError && <ErrorRetry onRetry={() => void referral.refetch()} />}
      {referral.data && <InviteCard referral={referral.data} />}
    </section>
  );
}

const Unavailable = () => {
  const { t } = useTranslation();
  return (
    <section className="screen invite" data-testid="invite-unavailable">
      <div className="empty-state">
        <p>{errorText('function.not.available')}</p>
        <p>{t('promotions.invite.unavailable')}</p>
        <Link className="button button--primary button--small" to={paths.service}>
          {t('promotions.invite.contact')}
        </Link>
      </div>
    </section>
  );
};

const InviteCard = ({ referral }: { referral: ReferralAnswer }) => {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, referral.recommenderId);
  const { offer } = referral;
  const copy = async () => {
    if (await copyText(link)) void toast.success(t('promotions.invite.copied'));
    else void toast.show(t('promotions.invite.copyFailed'));
  };
  return (
    <>
      <header className="invite__hero">
        <h1 className="invite__heading">{t('promotions.invite.heading')}</h1>
        <p className="invite__offer" data-testid="invite-offer">
          {offer
            ? t('promotions.invite.offer', {
                reward: formatMoney(offer.reward),
                target: formatMoney(offer.targetStake),
                category: offer.category
                  ? t(`categories.${offer.category}`)
                  : t('promotions.invite.anyGame'),
                days: offer.days,
              })
            : t('promotions.invite.noOffer')}
        </p>
      </header>
      <div className="invite__card">
        <figure className="invite__qr" data-testid="invite-qr">
          <QRCodeSVG
            value={link}
            size={184}
            marginSize={2}
            role="img"
            aria-label={t('promotions.invite.qrLabel')}
          />
        </figure>
        <label className="invite__link-label" htmlFor="invite-link">
          {t('promotions.invite.linkLabel')}
        </label>
        <input
          id="invite-link"
          className="invite__link"
          data-testid="invite-link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--primary button--block"
          data-testid="invite-copy"
          onClick={() => void copy()}
        >
          {t('promotions.invite.copy')}
        </button>
      </div>
      <dl className="invite__stats" data-testid="invite-stats">
        <Stat
          id="invited"
          label={t('promotions.invite.invited')}
          value={String(referral.invited)}
        />
        <Stat
          id="qualified"
          label={t('promotions.invite.qualified')}
          value={String(referral.qualified)}
        />
        <Stat
          id="earned"
          label={t('promotions.invite.earned')}
          value={`K ${formatMoney(referral.earned)}`}
        />
        <Stat
          id="waiting"
          label={t('promotions.invite.waiting')}
          value={`K ${formatMoney(referral.waiting)}`}
        />
      </dl>
      {Number(referral.waiting) > 0 && (
        <Link className="button button--block invite__claim" to={paths.rewardCenter}>
          {t('promotions.invite.claimInRewards')}
        </Link>
      )}
      {offer && (
        <Link
          className="invite__rules"
          to={`${paths.activityDetail}?id=${offer.promotionId}`}
          data-testid="invite-rules"
        >
          {t('promotions.invite.rules')} ›
        </Link>
      )}
    </>
  );
};

const Stat = ({ id, label, value }: { id: string; label: string; value: string }) => (
  <div className="invite__stat">
    <dt>{label}</dt>
    <dd data-testid={`invite-${id}`}>{value}</dd>
  </div>
);
