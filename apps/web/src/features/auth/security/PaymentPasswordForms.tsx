import { TOASTS } from '@lotto/contract';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useRecheck, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useRefreshSecurity } from '../../../shared/session/security-overview';
import { toast } from '../../../shared/ui/toast';
import { AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/PasswordField';
import { SmsCodeField } from '../components/PhoneFields';
import * as rules from '../form/rules';
import { requestSmsCode } from '../sms/send-code';
import { resetPaymentPassword, sendPaymentCode, setPaymentPassword } from './api';
import { PAYMENT_MISMATCH, serverText, usePaymentPasswordRule } from './fields';

type NewValues = { newPaymentPassword: string; confirmPaymentPassword: string };
const CONFIRM = {
  field: 'confirmPaymentPassword',
  as: 'newPaymentPassword',
  message: PAYMENT_MISMATCH,
} as const;

/** Saved: say so, read the overview again and go back to the security centre. */
const useDone = () => {
  const navigate = useNavigate();
  const refresh = useRefreshSecurity();
  return async (text: string) => {
    void toast.success(text, TOASTS.success);
    await refresh();
    navigate(paths.securityCenter, { replace: true });
  };
};

/** The new payment password and its confirmation, the same in all three forms. */
const NewFields = <T extends FieldValues & NewValues>({ control }: { control: Control<T> }) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'newPaymentPassword' as Path<T>}
        label={t('security.payment.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'confirmPaymentPassword' as Path<T>}
        label={t('security.payment.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
};

/** A server refusal of the new password shows under it; anything else as a toast. */
const newPasswordFailure = (code: string) =>
  code.startsWith('payment.password.') && code !== 'payment.password.locked';

/** No payment password yet: a new one and its confirmation. */
export const SetPaymentForm = () => {
  const { t } = useTranslation();
  const done = useDone();
  const { busy, run } = useSubmitting();
  const newRule = usePaymentPasswordRule(t('security.payment.newPassword'));
  const schema = formSchema<keyof NewValues>(
    { newPaymentPassword: newRule, confirmPaymentPassword: rules.confirmation },
    [CONFIRM],
  );
  const form = useSchemaForm<NewValues>(schema, {
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  useRecheck(form, 'newPaymentPassword', 'confirmPaymentPassword');
  const failed = async (error: unknown) => {
    if (error instanceof ApiError && newPasswordFailure(error.code)) {
      return showFieldMessages(
        form,
        { newPaymentPassword: serverText(failureText(error)) },
        'newPaymentPassword',
      );
    }
    await toastFailure(error);
  };
  const submit = run(async (values: NewValues) => {
    await setPaymentPassword(values);
    await done(t('security.payment.saved'));
  }, failed);
  return (
    <AuthForm testId="payment-set-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">{t('security.payment.setIntro')}</p>
      <NewFields control={form.control} />
      <SubmitButton disabled={busy} testId="payment-set-submit">
        {t('security.payment.set')}
      </SubmitButton>
    </AuthForm>
  );
};

type ChangeValues = NewValues & { oldPaymentPassword: string };

/** Change: the old payment password, then the new one. */
export const ChangePaymentForm = () => {
  const { t } = useTranslation();
  const done = useDone();
  const { busy, run } = useSubmitting();
  const newRule = usePaymentPasswordRule(t('security.payment.newPassword'));
  const schema = formSchema<keyof ChangeValues>(
    {
      oldPaymentPassword: rules.loginPassword,
      newPaymentPassword: newRule,
      confirmPaymentPassword: rules.confirmation,
    },
    [CONFIRM],
  );
  const form = useSchemaForm<ChangeValues>(schema, {
    oldPaymentPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  useRecheck(form, 'newPaymentPassword', 'confirmPaymentPassword');
  const failed = async (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'payment.password.old.wrong') {
      form.setValue('oldPaymentPassword', '');
      return showFieldMessages(
        form,
        { oldPaymentPassword: serverText(failureText(error)) },
        'oldPaymentPassword',
      );
    }
    if (newPasswordFailure(code)) {
      return showFieldMessages(
        form,
        { newPaymentPassword: serverText(failureText(error)) },
        'newPaymentPassword',
      );
    }
    await toastFailure(error);
  };
  const submit = run(async (values: ChangeValues) => {
    await setPaymentPassword(values);
    await done(t('security.payment.changed'));
  }, failed);
  return (
    <AuthForm testId="payment-change-form" onSubmit={form.handleSubmit(submit)}>
      <PasswordField
        control={form.control}
        name="oldPaymentPassword"
        label={t('security.payment.oldPassword')}
        autoComplete="current-password"
      />
      <NewFields control={form.control} />
      <SubmitButton disabled={busy} testId="payment-change-submit">
        {t('security.payment.change')}
      </SubmitButton>
    </AuthForm>
  );
};

type ResetValues = NewValues & { verificationCode: string; password: string };

/** Forgotten: a code to the bound mobile and the login password prove the member. */
export const ResetPaymentForm = ({ mobile }: { mobile: string | null }) => {
  const { t } = useTranslation();
  const done = useDone();
  const { busy, run } = useSubmitting();
  const newRule = usePaymentPasswordRule(t('security.payment.newPassword'));
  const schema = formSchema<keyof ResetValues>(
    {
      verificationCode: rules.verificationCode,
      password: rules.loginPassword,
      newPaymentPassword: newRule,
      confirmPaymentPassword: rules.confirmation,
    },
    [CONFIRM],
  );
  const form = useSchemaForm<ResetValues>(schema, {
    verificationCode: '',
    password: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  useRecheck(form, 'newPaymentPassword', 'confirmPaymentPassword');
  if (!mobile) {
    return (
      <p className="security-note" data-testid="payment-reset-needs-mobile">
        {t('security.payment.needMobile')}
        <br />
        <Link to={paths.bindMobile}>{t('security.payment.bindMobile')}</Link>
      </p>
    );
  }
  const send = async () => {
    const seconds = await requestSmsCode(() => sendPaymentCode(), mobile, '');
    return seconds === null ? null : { seconds, mobileNum: mobile };
  };
  const failed = async (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    // The session has ended: the app signs out and login says why.
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
    if (newPasswordFailure(code)) {
      return showFieldMessages(
        form,
        { newPaymentPassword: serverText(failureText(error)) },
        'newPaymentPassword',
      );
    }
    await toastFailure(error);
  };
  const submit = run(async (values: ResetValues) => {
    await resetPaymentPassword(values);
    await done(t('security.payment.resetDone'));
  }, failed);
  return (
    <AuthForm testId="payment-reset-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">{t('security.payment.codeTo', { mobile })}</p>
      <SmsCodeField control={form.control} name="verificationCode" send={send} />
      <PasswordField
        control={form.control}
        name="password"
        label={t('security.loginPassword')}
        autoComplete="current-password"
      />
      <NewFields control={form.control} />
      <SubmitButton disabled={busy} testId="payment-reset-submit">
        {t('security.payment.reset')}
      </SubmitButton>
    </AuthForm>
  );
};
