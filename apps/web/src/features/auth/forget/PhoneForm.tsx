import { TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { login, resetByPhone, sendSms } from '../api/mutations';
import { useCountries } from '../api/queries';
import { AuthForm } from '../components/AuthForm';
import { DialingCodePicker, defaultDialingCode } from '../components/DialingCodePicker';
import { PasswordField } from '../components/PasswordField';
import { SmsCodeButton } from '../components/SmsCodeButton';
import { TextField } from '../components/TextField';
import { usePasswordRules } from '../form/password-rule';
import * as rules from '../form/rules';
import { useForm } from '../form/use-form';
import { updateRememberedPassword } from '../remember/remembered-login';
import { countdownLength } from '../sms/countdown';

const NAMES = ['mobileNum', 'verificationCode', 'newPassword'] as const;

/**
 * Recovery by phone (spec/01 sections 2, 4 and 8): number, code (usable once sent), new
 * password; then an automatic login with the answered username and the new password.
 */
export const PhoneForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useCountries().data;
  const [dialing, setDialing] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const checks = usePasswordRules(t('auth.fields.newPassword'));
  const form = useForm(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    {
      mobileNum: checks.mobileNum,
      verificationCode: rules.verificationCode,
      newPassword: checks.newPassword,
    },
  );
  const dialingCode = dialing || defaultDialingCode(countries);

  const sendCode = async (): Promise<number | null> => {
    if (!form.validate(['mobileNum'])) return null;
    void toast.loading(t('auth.form.sending'), TOASTS.loadingLong);
    try {
      const { expiredMinutes } = await sendSms(
        'reset',
        form.values.mobileNum,
        dialingCode || undefined,
      );
      await toast.show(t('auth.form.smsSent'), TOASTS.success);
      return countdownLength(expiredMinutes);
    } catch (error) {
      await toast.show(failureText(error));
      return null;
    }
  };

  const submit = async () => {
    if (busy || !form.validate()) return;
    const { mobileNum, verificationCode, newPassword } = form.values;
    setBusy(true);
    try {
      const { userName } = await resetByPhone({
        mobileNum,
        verificationCode,
        newPassword,
        ...(dialingCode ? { countryDialingCode: dialingCode } : {}),
      });
      await updateRememberedPassword(userName, newPassword).catch(() => undefined);
      try {
        sessionStore.start(
          await login({ type: 'username', username: userName, password: newPassword }),
        );
        heldPassword.set(newPassword);
        navigate(paths.home, { replace: true });
      } catch {
        // The password is set; a login the server refuses now (captcha) is done by hand.
        await toast.show(t('auth.forget.resetDone'));
        navigate(paths.login, { replace: true });
      }
    } catch (error) {
      // spec/01 section 8: same password clears the password, anything else the code.
      const same = error instanceof ApiError && error.code === 'modify.new.old.same';
      form.setValue(same ? 'newPassword' : 'verificationCode', '');
      form.focus(same ? 'newPassword' : 'verificationCode');
      await toast.show(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm testId="forget-phone-form" onSubmit={submit}>
      <p className="auth__hint">{t('auth.forget.phoneHint')}</p>
      <TextField
        field={form.bind('mobileNum')}
        messages={form.errors.mobileNum}
        label={t('auth.fields.mobileNum')}
        required
        type="tel"
        inputMode="tel"
        digits
        autoComplete="tel-national"
        maxLength={rules.MOBILE_MAX}
        clearable
        prefix={
          <DialingCodePicker
            countries={countries?.countries ?? []}
            value={dialingCode}
            onChange={setDialing}
          />
        }
      />
      <TextField
        field={form.bind('verificationCode')}
        messages={form.errors.verificationCode}
        label={t('auth.fields.verificationCode')}
        required
        inputMode="numeric"
        digits
        autoComplete="one-time-code"
        maxLength={rules.SMS_CODE_MAX}
        disabled={!sent}
        suffix={<SmsCodeButton send={sendCode} onSent={() => setSent(true)} />}
      />
      <PasswordField
        field={form.bind('newPassword')}
        messages={form.errors.newPassword}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || !form.dirty || !form.isValid(NAMES)}
        data-testid="forget-phone-submit"
      >
        {t('auth.forget.submit')}
      </button>
    </AuthForm>
  );
};
