import { TIMINGS } from '@lotto/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sharedKeys } from '../../shared/api/query-keys';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { useScreen } from '../../shared/routing/frame-rules';
import { useNamedTitle } from '../../shared/routing/header-title';
import { useBack } from '../../shared/routing/use-back';
import { formatMoney, useBalance } from '../../shared/session/balance';
import { useBalanceHidden } from '../../shared/session/balance-visibility';
import { useMemberInfo } from '../../shared/session/member-info';
import { useSession } from '../../shared/session/session-store';
import { useSite } from '../../shared/site/site-status';
import { BackIcon } from '../../shared/ui/icons';
import { PlayMoneyBadge } from '../../shared/ui/PlayMoneyBadge';
import { useScrolledPast } from '../../shared/ui/use-scrolled-past';
import { HeaderMenu } from './HeaderMenu';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Refreshing the balance refetches every wallet query (the wallet feature owns them). */
const useRefreshBalance = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: sharedKeys.wallet.all });
};

/** Home header: logo, language switcher, and login/register for guests or the member's name. */
export const HomeHeader = () => {
  const { t } = useTranslation();
  const { site, info } = useSite();
  const member = useSession();
  const profile = useMemberInfo().data;
  const refreshBalance = useRefreshBalance();
  const stuck = useScrolledPast(TIMINGS.stickyHeaderOffset);
  // spec/01 section 2: the nickname, falling back to the account.
  const name = profile?.nickname || profile?.account || member?.nickname || member?.userName;
  return (
    <header
      className={`app-header app-header--home${stuck ? ' app-header--stuck' : ''}`}
      data-testid="header-home"
      data-stuck={stuck}
    >
      <Link to={paths.home} className="app-header__logo" aria-label={site.name}>
        <img src={site.logoUrl} alt={site.name} height={28} />
      </Link>
      <LanguageSwitcher />
      <div className="app-header__actions">
        {member ? (
          <span className="app-header__who">
            <span className="app-header__member" data-testid="header-member">
              {name}
            </span>
            <span className="app-header__money">
              <PlayMoneyBadge />
              <MemberBalance />
            </span>
          </span>
        ) : (
          <>
            <Link className="button button--small button--accent" to={paths.login}>
              {t('frame.login')}
            </Link>
            {info.whitelabel.DIRECTREG3 && (
              <Link className="button button--small button--outline" to={paths.register}>
                {t('frame.register')}
              </Link>
            )}
          </>
        )}
        <HeaderMenu onRefreshBalance={refreshBalance} />
      </div>
    </header>
  );
};

/**
 * The member's total balance (spec/01 section 2); asterisks when hidden, and hidden while a
 * refresh runs (spec/02 section 4).
 */
const MemberBalance = () => {
  const hidden = useBalanceHidden();
  const { data, isFetching } = useBalance();
  if (!data) return null;
  const shown = !hidden && !isFetching;
  return (
    <span className="app-header__balance" data-testid="header-balance">
      {data.currencySymbol} {shown ? formatMoney(data.sumBalance) : '****'}
    </span>
  );
};

/** Other screens: a back arrow, the screen title and the menu. */
export const PageHeader = () => {
  const { t } = useTranslation();
  const back = useBack();
  const { title } = useScreen();
  const named = useNamedTitle();
  const refreshBalance = useRefreshBalance();
  return (
    <header className="app-header" data-testid="header-page">
      <button type="button" className="icon-button" onClick={back} aria-label={t('common.back')}>
        <BackIcon />
      </button>
      <h1 className="app-header__title">{named ?? t(`titles.${title}`)}</h1>
      <PlayMoneyBadge />
      <HeaderMenu onRefreshBalance={refreshBalance} />
    </header>
  );
};
