import { MEMBER_TYPES } from '@lotto/contract';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { AuthPage } from '../components/AuthLayout';
import { signOut } from '../sign-out';
import { ProfileSection } from './ProfileSection';
import './settings.css';

/**
 * /m/set (spec/01 section 2, "personal settings"): the member's profile (head icon, nickname,
 * payee name), change password and sign out; a visitor is sent home. A free-trial account has
 * no profile (the server refuses it), so it sees only the account and sign-out.
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (!session) return <Navigate to={paths.home} replace />;
  // A guest tapping an item would go to login; with the redirect above that is the fallback.
  const go = (path: string) => () => navigate(session ? path : paths.login);
  return (
    <AuthPage testId="settings-screen">
      {session.type !== MEMBER_TYPES.freeTrial && <ProfileSection session={session} />}
      <ul className="settings-list">
        <li className="settings-list__row">
          <span>{t('auth.settings.account')}</span>
          <span className="settings-list__value" data-testid="settings-account">
            {session.userName}
          </span>
        </li>
        <li>
          <button
            type="button"
            className="settings-list__item"
            data-testid="settings-change-password"
            onClick={go(paths.changePsw)}
          >
            <span>{t('auth.settings.changePassword')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      <button
        type="button"
        className="button button--danger button--block settings-signout"
        data-testid="settings-sign-out"
        onClick={() =>
          void signOut({
            confirm: t('frame.signOutConfirm'),
            ok: t('common.confirm'),
            cancel: t('common.cancel'),
          })
        }
      >
        {t('auth.settings.signOut')}
      </button>
    </AuthPage>
  );
}
