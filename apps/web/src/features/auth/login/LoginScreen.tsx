import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import type { SessionEndedState } from '../../../shared/session/session-ended';
import { useSite } from '../../../shared/site/site-status';
import { AuthLayout } from '../components/AuthLayout';
import { Tabs } from '../components/Choice';
import { type LoginMethod, rememberedMethod } from '../remember/remembered-login';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { SocialButtons } from './SocialButtons';
import { useSocialReturn } from './use-social-return';

/**
 * /m/login (spec/01 sections 2 and 4): username login, and mobile-code login when the site
 * switches MOBILEVERCODELOGIN3 on; social buttons on the username tab only.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const mobileOn = useSite().info.whitelabel.MOBILEVERCODELOGIN3 === true;
  const [method, setMethod] = useState<LoginMethod>(() =>
    mobileOn && rememberedMethod() === 'sms' ? 'sms' : 'username',
  );
  useSocialReturn();
  const ended = (useLocation().state as Partial<SessionEndedState> | null)?.sessionEnded;
  return (
    <AuthLayout title={t('titles.login')} heading={t('auth.login.welcome')} testId="login-screen">
      {ended && (
        <p className="auth-notice" role="status" data-testid="session-ended">
          {ended}
        </p>
      )}
      {mobileOn && (
        <Tabs
          label={t('titles.login')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'username', label: t('auth.login.tabUsername') },
            { value: 'sms', label: t('auth.login.tabMobile') },
          ]}
        />
      )}
      <LoginForm method={mobileOn ? method : 'username'} />
      {method === 'username' && <SocialButtons />}
      <LoginLinks />
    </AuthLayout>
  );
}
