import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';

/**
 * The navigation block under the login form and the site's login prompt (spec/01 section 2);
 * registration shows the prompt only.
 */
export const LoginLinks = ({ promptOnly = false }: { promptOnly?: boolean }) => {
  const { t } = useTranslation();
  const { info, mobileTemplate } = useSite();
  // The service screen lists every channel of the site, main (index 0) first.
  const hasService = info.customerService.length > 0;
  return (
    <>
      {!promptOnly && (
        <nav className="auth-links" data-testid="login-links">
          <Link to={paths.home}>{t('auth.login.backHome')}</Link>
          <Link to={paths.register} data-testid="link-register">
            {t('auth.login.registerNow')}
          </Link>
          <Link to={paths.forget} data-testid="link-forget">
            {t('auth.login.forgot')}
          </Link>
          {hasService && (
            <Link to={paths.service} data-testid="link-service">
              {t('auth.login.service')}
            </Link>
          )}
        </nav>
      )}
      {mobileTemplate.login_prompt_text && (
        <SafeHtml
          html={mobileTemplate.login_prompt_text}
          className="auth__prompt"
          testId="login-prompt"
        />
      )}
    </>
  );
};
