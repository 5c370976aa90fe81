import { RESET_TOKEN_PARAM } from '@lotto/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { AuthPage } from '../components/AuthLayout';
import { Tabs } from '../components/Choice';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import { ResetLinkForm } from './ResetLinkForm';

type Method = 'phone' | 'email';

/**
 * /m/forget (spec/01 section 2): recovery by e-mail, and by phone when MOBILENUMPASSREG3 is on
 * (then phone first); with ?resetToken= the reset link's new-password form.
 */
export default function ForgetScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const phoneOn = useSite().info.whitelabel.MOBILENUMPASSREG3 === true;
  const [method, setMethod] = useState<Method>(phoneOn ? 'phone' : 'email');
  const token = params.get(RESET_TOKEN_PARAM);
  if (token) {
    return (
      <AuthPage testId="forget-screen">
        <ResetLinkForm token={token} />
      </AuthPage>
    );
  }
  return (
    <AuthPage testId="forget-screen">
      {phoneOn && (
        <Tabs
          label={t('titles.forget')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'phone', label: t('auth.forget.byPhone') },
            { value: 'email', label: t('auth.forget.byEmail') },
          ]}
        />
      )}
      {phoneOn && method === 'phone' ? <PhoneForm /> : <EmailForm />}
    </AuthPage>
  );
}
