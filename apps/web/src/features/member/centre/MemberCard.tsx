import type { MemberInfo } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney, useBalance } from '../../../shared/session/balance';
import { useBalanceHidden } from '../../../shared/session/balance-visibility';
import { useHeadIcon } from '../../../shared/session/head-icon';
import { useMemberInfo } from '../../../shared/session/member-info';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { HeadIcon } from '../../../shared/ui/head-icon/HeadIcon';
import { ChevronIcon, CrownIcon } from '../icons';
import { daysSince } from './days';

/** A visitor's block: log in (or register, where the site allows it) to use the centre. */
export const GuestCard = () => {
  const { t } = useTranslation();
  const { info } = useSite();
  return (
    <div className="mine-card mine-card--guest" data-testid="mine-guest">
      <span className="mine-card__avatar mine-card__avatar--guest" aria-hidden="true">
        ?
      </span>
      <div className="mine-card__who">
        <h2 className="mine-card__name">{t('member.guestTitle')}</h2>
        <p className="mine-card__line">{t('member.guestBody')}</p>
        <div className="mine-card__buttons">
          <Link className="button button--accent button--small" to={paths.login}>
            {t('member.guestLogin')}
          </Link>
          {info.whitelabel.DIRECTREG3 && (
            <Link className="button button--outline button--small" to={paths.register}>
              {t('member.guestRegister')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
};

const DaysLine = ({ regDate }: { regDate: number }) => {
  const { t } = useTranslation();
  const days = daysSince(regDate, Date.now());
  const text =
    days === 0
      ? t('member.daysToday')
      : days === 1
        ? t('member.daysOne')
        : t('member.daysMany', { days });
  return (
    <p className="mine-card__line" data-testid="mine-days" data-days={days}>
      {text}
    </p>
  );
};

/** spec/02 section 2: the account name (the nickname is the home header's). */
const Identity = ({ member }: { member: MemberInfo }) => {
  const name = member.account;
  const icon = useHeadIcon().data?.icon ?? 0;
  return (
    <>
      <span className="mine-card__avatar mine-card__avatar--icon" data-testid="mine-head-icon">
        <HeadIcon icon={icon} name={name} size={56} />
      </span>
      <div className="mine-card__who">
        <h2 className="mine-card__name">
          <span data-testid="mine-name">{name}</span>
          {member.vip && (
            <span className="mine-card__vip" data-testid="mine-vip">
              <CrownIcon size={12} />
              {member.vip}
            </span>
          )}
        </h2>
        <DaysLine regDate={member.regDate} />
      </div>
    </>
  );
};

/** The member's total balance, hidden as the header hides it. */
const Balance = () => {
  const { t } = useTranslation();
  const hidden = useBalanceHidden();
  const { data } = useBalance();
  return (
    <div className="mine-card__balance">
      <span className="mine-card__balance-label">{t('member.balance')}</span>
      <strong className="mine-card__balance-value" data-testid="mine-balance">
        {data ? `${data.currencySymbol} ${hidden ? '****' : formatMoney(data.sumBalance)}` : '—'}
      </strong>
    </div>
  );
};

/**
 * The member's block: name, VIP label (only when the member holds a level), days since
 * registration and balance. With VIP benefits on, it opens the level benefits.
 */
export const MemberCard = () => {
  const { t } = useTranslation();
  const { info } = useSite();
  const member = useMemberInfo();
  if (member.isError) {
    return (
      <div className="mine-card">
        <ErrorRetry onRetry={() => void member.refetch()} />
      </div>
    );
  }
  if (!member.data) {
    return <div className="mine-card mine-card--loading" aria-busy="true" />;
  }
  const benefits = info.whitelabel.VIPBENEFIT !== false;
  return (
    <div className="mine-card" data-testid="mine-member">
      {benefits ? (
        <Link className="mine-card__identity" to={paths.memberBenefits} data-testid="mine-identity">
          <Identity member={member.data} />
          <span className="visually-hidden">{t('member.benefitsHint')}</span>
          <ChevronIcon size={18} className="mine-card__chevron" />
        </Link>
      ) : (
        <div className="mine-card__identity" data-testid="mine-identity">
          <Identity member={member.data} />
        </div>
      )}
      <Balance />
    </div>
  );
};
