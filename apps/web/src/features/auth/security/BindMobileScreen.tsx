import { type SecurityOverview, TOASTS } from '@lotto/contract';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useRefreshSecurity, useSecurityOverview } from '../../../shared/session/security-overview';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { AuthForm } from '../components/AuthForm';
import { AuthPage } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import { MobileField, SmsCodeField, useDialingCode } from '../components/PhoneFields';
import { usePasswordRules } from '../form/password-rules';
import * as rules from '../form/rules';
import { codeSender } from '../sms/send-code';
import { bindMobile, sendBindMobileCode } from './api';
import { serverText } from './fields';
import { PhoneGlyph, StatusCard } from './StatusCard';
import './security.css';

type Values = { mobileNum: string; verificationCode: string; password: string };

/** The form: the new number, its code and, when one is bound, the login password. */
const BindMobileForm = ({ current }: { current: SecurityOverview['mobile'] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshSecurity();
  const dialing = useDialingCode();
  const { busy, run } = useSubmitting();
  const checks = usePasswordRules(t('auth.fields.newPassword'));
  const changing = current !== null;
  const schema = formSchema<keyof Values>({
    mobileNum: checks.mobileNum,
    verificationCode: rules.verificationCode,
    ...(changing ? { password: rules.loginPassword } : {}),
  });
  const form = useSchemaForm<Values>(schema, { mobileNum: '', verificationCode: '', password: '' });

  const failed = async (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'password.old.too.many') return;
    if (code === 'security.password.wrong') {
      form.setValue('password', '');
      return showFieldMessages(form, { password: serverText(failureText(error)) }, 'password');
    }
    if (code.startsWith('verification.')) {
      form.setValue('verificationCode', '');
      return showFieldMessages(
        form,
        { verificationCode: serverText(failureText(error)) },
        'verificationCode',
      );
    }
    if (code.startsWith('mobile.')) {
      return showFieldMessages(form, { mobileNum: serverText(failureText(error)) }, 'mobileNum');
    }
    await toastFailure(error);
  };

  const submit = run(async (values: Values) => {
    await bindMobile({
      mobileNum: values.mobileNum,
      verificationCode: values.verificationCode,
      ...(dialing.dialingCode ? { countryDialingCode: dialing.dialingCode } : {}),
      ...(changing ? { password: values.password } : {}),
    });
    void toast.success(
      t(changing ? 'security.mobile.changed' : 'security.mobile.bound'),
      TOASTS.success,
    );
    await refresh();
    navigate(paths.securityCenter, { replace: true });
  }, failed);

  return (
    <AuthForm testId="bind-mobile-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">
        {t(changing ? 'security.mobile.changeIntro' : 'security.mobile.bindIntro')}
      </p>
      <MobileField control={form.control} name="mobileNum" dialing={dialing} />
      <SmsCodeField
        control={form.control}
        name="verificationCode"
        send={codeSender(form, 'mobileNum', sendBindMobileCode, dialing.dialingCode)}
      />
      {changing && (
        <>
          <PasswordField
            control={form.control}
            name="password"
            label={t('security.loginPassword')}
            autoComplete="current-password"
          />
          <p className="auth__hint">{t('security.loginPasswordHint')}</p>
        </>
      )}
      <SubmitButton disabled={busy} testId="bind-mobile-submit">
        {t(changing ? 'security.mobile.change' : 'security.mobile.bind')}
      </SubmitButton>
    </AuthForm>
  );
};

/** /m/member/mobile: bind a mobile number proved by an SMS code, or change the bound one. */
export default function BindMobileScreen() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  if (overview.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError) return <ErrorRetry onRetry={() => void overview.refetch()} />;
  const { mobile } = overview.data;
  return (
    <AuthPage testId="bind-mobile-screen">
      <StatusCard
        testId="mobile-status"
        icon={<PhoneGlyph />}
        label={t('security.mobile.current')}
        value={mobile ?? t('member.security.notSet')}
        hint={mobile ? undefined : t('security.mobile.none')}
      />
      <BindMobileForm current={mobile} />
    </AuthPage>
  );
}
