import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useRegisterSettings } from '../api/queries';
import { AuthLayout } from '../components/AuthLayout';
import { Tabs } from '../components/Choice';
import { LoginLinks } from '../login/LoginLinks';
import { SocialButtons } from '../login/SocialButtons';
import { RegisterForm } from './RegisterForm';
import { defaultTab, type RegisterTab } from './register-fields';

/**
 * /m/register (spec/01 sections 2 and 4): tabs by USERNAMEREG3 and MOBILENUMREG3, fields by the
 * site's rules. Switching tab carries the typed mobile number over.
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const { whitelabel } = useSite().info;
  const settings = useRegisterSettings();
  const usernameOn = whitelabel.USERNAMEREG3 !== false && settings.data?.methods.username !== false;
  const mobileOn = whitelabel.MOBILENUMREG3 === true && settings.data?.methods.mobile !== false;
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen ?? defaultTab(usernameOn, mobileOn);
  const mobile = useRef('');

  return (
    <AuthLayout
      title={t('titles.register')}
      heading={t('auth.register.title')}
      testId="register-screen"
    >
      {usernameOn && mobileOn && (
        <Tabs
          label={t('titles.register')}
          value={tab}
          onChange={setChosen}
          options={[
            { value: 'username', label: t('auth.register.tabUsername') },
            { value: 'mobile', label: t('auth.register.tabMobile') },
          ]}
        />
      )}
      {settings.data ? (
        <RegisterForm
          key={tab}
          settings={settings.data}
          tab={tab}
          initialMobile={mobile.current}
          onMobileChange={(value) => {
            mobile.current = value;
          }}
        />
      ) : settings.isError ? (
        <ErrorRetry onRetry={() => void settings.refetch()} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      {tab === 'username' && <SocialButtons />}
      <p className="auth__switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} data-testid="link-login">
          {t('auth.register.login')}
        </Link>
      </p>
      <LoginLinks promptOnly />
    </AuthLayout>
  );
}
