import { TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { pause, toast } from '../../../shared/ui/toast';
import { resetByLink } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/PasswordField';
import { usePasswordRules } from '../form/password-rule';
import * as rules from '../form/rules';
import { useForm } from '../form/use-form';
import { updateRememberedPassword } from '../remember/remembered-login';

/** The landing of a reset link (/m/forget?resetToken=…): a new password, then login. */
export const ResetLinkForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { newPassword } = usePasswordRules(t('auth.fields.newPassword'));
  const form = useForm<'newPassword' | 'confirmNewPassword'>(
    { newPassword: '', confirmNewPassword: '' },
    {
      newPassword,
      confirmNewPassword: (value, all) => rules.sameAs(() => all.newPassword)(value),
    },
  );
  const submit = async () => {
    if (busy || !form.validate()) return;
    setBusy(true);
    void toast.loading(undefined, TOASTS.loading);
    try {
      const { userName } = await resetByLink(
        token,
        form.values.newPassword,
        form.values.confirmNewPassword,
      );
      await updateRememberedPassword(userName, form.values.newPassword).catch(() => undefined);
      await toast.success(t('auth.forget.resetDone'), TOASTS.success);
      await pause(TOASTS.success);
      navigate(paths.login, { replace: true });
    } catch (error) {
      await toast.show(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthForm testId="reset-link-form" onSubmit={submit}>
      <h2 className="auth__title">{t('auth.forget.resetTitle')}</h2>
      <p className="auth__hint">{t('auth.forget.resetHint')}</p>
      <PasswordField
        field={form.bind('newPassword')}
        messages={form.errors.newPassword}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        field={form.bind('confirmNewPassword')}
        messages={form.errors.confirmNewPassword}
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
      />
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        data-testid="reset-submit"
      >
        {t('auth.forget.resetSave')}
      </button>
    </AuthForm>
  );
};
