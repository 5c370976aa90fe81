import { useNavigate } from 'react-router';
import { signOut } from '../../features/auth';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { balanceVisibility, useBalanceHidden } from '../../shared/session/balance-visibility';
import { useSession } from '../../shared/session/session-store';
import { useSite } from '../../shared/site/site-status';
import { WalletIcon } from '../../shared/ui/icons';
import { EyeIcon, HelpIcon, LogoutIcon, RefreshIcon, WithdrawIcon } from './menu-icons';

/**
 * The header popover's content (spec/01 section 2): deposit, withdraw, refresh balance,
 * hide/show balance and sign out (those two only when logged in), help centre, and a copyright
 * line. Loaded on the menu's first opening: no first paint shows it.
 */
export default function HeaderMenuItems({
  close,
  onRefreshBalance,
}: {
  close: () => void;
  onRefreshBalance: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const hidden = useBalanceHidden();
  const { site } = useSite();

  const go = (path: string, needsSession: boolean) => () => {
    close();
    navigate(needsSession && !signedIn ? paths.login : path);
  };

  return (
    <div className="dropdown__menu dropdown__menu--right" role="menu">
      <MenuItem
        icon={<WalletIcon size={18} />}
        label={t('frame.deposit')}
        onClick={go(paths.voucherCenter, true)}
      />
      <MenuItem
        icon={<WithdrawIcon />}
        label={t('frame.withdraw')}
        onClick={go(paths.withdraw, true)}
      />
      <MenuItem
        icon={<RefreshIcon />}
        label={t('frame.refreshBalance')}
        onClick={() => {
          close();
          if (signedIn) onRefreshBalance();
          else navigate(paths.login);
        }}
      />
      {signedIn && (
        <MenuItem
          icon={<EyeIcon />}
          label={hidden ? t('frame.showBalance') : t('frame.hideBalance')}
          onClick={() => {
            close();
            balanceVisibility.setHidden(!hidden);
          }}
        />
      )}
      <MenuItem icon={<HelpIcon />} label={t('frame.helpCentre')} onClick={go(paths.help, false)} />
      {signedIn && (
        <MenuItem
          icon={<LogoutIcon />}
          label={t('frame.signOut')}
          testId="menu-sign-out"
          onClick={() => {
            close();
            void signOut({
              confirm: t('frame.signOutConfirm'),
              ok: t('common.confirm'),
              cancel: t('common.cancel'),
            });
          }}
        />
      )}
      <p className="dropdown__footnote">{t('frame.copyright', { text: site.copyright })}</p>
    </div>
  );
}

const MenuItem = (props: {
  icon: React.ReactNode;
  label: string;
  onClick: () => void;
  testId?: string;
}) => (
  <button
    type="button"
    role="menuitem"
    className="dropdown__item"
    onClick={props.onClick}
    data-testid={props.testId}
  >
    {props.icon}
    <span>{props.label}</span>
  </button>
);
