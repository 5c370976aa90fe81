import { NavLink, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { useSession } from '../../shared/session/session-store';
import { GiftIcon, HomeIcon, InviteIcon, UserIcon, WalletIcon } from '../../shared/ui/icons';

const ITEMS = [
  { key: 'home', to: paths.home, icon: HomeIcon, needsSession: false },
  { key: 'activity', to: paths.activity, icon: GiftIcon, needsSession: false },
  { key: 'deposit', to: paths.voucherCenter, icon: WalletIcon, needsSession: true },
  { key: 'invite', to: paths.inviteFriends, icon: InviteIcon, needsSession: true },
  { key: 'mine', to: paths.mine, icon: UserIcon, needsSession: false },
] as const;

/** Footer menu: home, activity, a raised deposit button, invite friends, member centre. */
export const FooterMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <nav className="footer-menu" data-testid="footer-menu" aria-label={t('footer.label')}>
      {ITEMS.map(({ key, to, icon: Icon, needsSession }) => (
        <NavLink
          key={key}
          to={to}
          className={({ isActive }) =>
            `footer-menu__item${key === 'deposit' ? ' footer-menu__item--center' : ''}${isActive ? ' is-active' : ''}`
          }
          onClick={(event) => {
            // A visitor is sent to login for anything that needs an account (spec/01 section 6).
            if (needsSession && !signedIn) {
              event.preventDefault();
              navigate(paths.login);
            }
          }}
        >
          <span className="footer-menu__icon">
            <Icon />
          </span>
          <span className="footer-menu__label">{t(`footer.${key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
};
