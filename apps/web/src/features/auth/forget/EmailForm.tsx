import { TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useBack } from '../../../shared/routing/use-back';
import { pause, toast } from '../../../shared/ui/toast';
import { forgotByEmail } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { TextField } from '../components/TextField';
import * as rules from '../form/rules';
import { useForm } from '../form/use-form';

/** Recovery by e-mail: username and e-mail, trimmed; then 'been sent' for 1 s and back. */
export const EmailForm = () => {
  const { t } = useTranslation();
  const back = useBack();
  const [busy, setBusy] = useState(false);
  const form = useForm(
    { username: '', email: '' },
    { username: (v: string) => rules.loginUsername(v.trim()), email: rules.email },
  );
  const submit = async () => {
    if (busy || !form.validate()) return;
    setBusy(true);
    void toast.loading(undefined, TOASTS.loadingLong);
    try {
      await forgotByEmail(form.values.username.trim(), form.values.email.trim());
      await toast.success(t('auth.forget.beenSent'), TOASTS.success);
      await pause(TOASTS.success);
      back();
    } catch (error) {
      await toast.show(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthForm testId="forget-email-form" onSubmit={submit}>
      <p className="auth__hint">{t('auth.forget.emailHint')}</p>
      <TextField
        field={form.bind('username')}
        messages={form.errors.username}
        label={t('auth.fields.username')}
        required
        autoComplete="username"
        maxLength={64}
        clearable
      />
      <TextField
        field={form.bind('email')}
        messages={form.errors.email}
        label={t('auth.fields.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={128}
        clearable
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        data-testid="forget-email-submit"
      >
        {t('auth.forget.retrieve')}
      </button>
    </AuthForm>
  );
};
