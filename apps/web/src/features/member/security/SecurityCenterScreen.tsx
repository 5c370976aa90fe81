import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSecurityOverview } from '../../../shared/session/security-overview';
import { AtIcon, ChevronIcon, KeyIcon, LockIcon, PhoneIcon, ShieldIcon } from '../icons';
import { DevicesSection } from './DevicesSection';
import '../member.css';

type Entry = {
  id: string;
  to: string;
  Icon: typeof LockIcon;
  tone: string;
  label: string;
  value: string;
};

/**
 * /m/securityCenter: the account's ways in (login password, payment password, mobile number,
 * e-mail) and the sessions and devices signed in now.
 */
export default function SecurityCenterScreen() {
  const { t } = useTranslation();
  // Until the overview arrives the values stay blank rather than claim "Not set".
  const overview = useSecurityOverview().data;
  const notSet = overview ? t('member.security.notSet') : '';
  const emailValue =
    overview?.email ?? (overview?.pendingEmail ? t('member.security.pending') : notSet);
  const entries: Entry[] = [
    {
      id: 'password',
      to: paths.changePsw,
      Icon: LockIcon,
      tone: 'red',
      label: t('member.security.changePassword'),
      value: t('member.security.changePasswordHint'),
    },
    {
      id: 'payment-password',
      to: paths.paymentPassword,
      Icon: KeyIcon,
      tone: 'gold',
      label: t('member.security.paymentPassword'),
      value: overview?.paymentPasswordSet ? t('member.security.isSet') : notSet,
    },
    {
      id: 'mobile',
      to: paths.bindMobile,
      Icon: PhoneIcon,
      tone: 'green',
      label: t('member.security.mobile'),
      value: overview?.mobile ?? notSet,
    },
    {
      id: 'email',
      to: paths.bindEmail,
      Icon: AtIcon,
      tone: 'blue',
      label: t('member.security.email'),
      value: emailValue,
    },
    {
      id: 'responsible',
      to: paths.responsibleGaming,
      Icon: ShieldIcon,
      tone: 'blue',
      label: t('responsible.entry'),
      value: t('responsible.entryHint'),
    },
  ];
  return (
    <section className="screen security" data-testid="security-center">
      <p className="security__intro">
        <span className="mine-icon" aria-hidden="true">
          <ShieldIcon size={24} />
        </span>
        {t('member.security.intro')}
      </p>
      <h2 className="security__title">{t('member.security.account')}</h2>
      <ul className="mine-list">
        {entries.map(({ id, to, Icon, tone, label, value }) => (
          <li key={id}>
            <Link className="mine-list__row" to={to} data-testid={`security-${id}`}>
              <span className={`mine-icon mine-icon--${tone}`} aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="mine-list__label">{label}</span>
              <span className="mine-list__value">{value}</span>
              <ChevronIcon size={18} className="mine-list__chevron" />
            </Link>
          </li>
        ))}
      </ul>
      <DevicesSection />
    </section>
  );
}
