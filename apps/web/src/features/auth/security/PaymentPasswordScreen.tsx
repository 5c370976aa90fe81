import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSecurityOverview } from '../../../shared/session/security-overview';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthPage } from '../components/AuthLayout';
import { Tabs } from '../components/Choice';
import { ChangePaymentForm, ResetPaymentForm, SetPaymentForm } from './PaymentPasswordForms';
import { KeyGlyph, StatusCard } from './StatusCard';
import './security.css';

type Mode = 'change' | 'reset';

/**
 * /m/member/paymentPassword: set one when there is none; else change it with the old one, or
 * reset a forgotten one by an SMS code to the bound mobile and the login password.
 */
export default function PaymentPasswordScreen() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const [mode, setMode] = useState<Mode>('change');
  if (overview.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError) return <ErrorRetry onRetry={() => void overview.refetch()} />;
  const { paymentPasswordSet, mobile } = overview.data;
  return (
    <AuthPage testId="payment-password-screen">
      <StatusCard
        testId="payment-status"
        icon={<KeyGlyph />}
        label={t('titles.paymentPassword')}
        value={paymentPasswordSet ? t('security.payment.statusSet') : t('member.security.notSet')}
        hint={t('security.payment.statusHint')}
      />
      {!paymentPasswordSet && <SetPaymentForm />}
      {paymentPasswordSet && (
        <>
          <Tabs
            value={mode}
            onChange={setMode}
            label={t('security.payment.tabs')}
            options={[
              { value: 'change', label: t('security.payment.changeTab') },
              { value: 'reset', label: t('security.payment.resetTab') },
            ]}
          />
          {mode === 'change' ? <ChangePaymentForm /> : <ResetPaymentForm mobile={mobile} />}
        </>
      )}
    </AuthPage>
  );
}
