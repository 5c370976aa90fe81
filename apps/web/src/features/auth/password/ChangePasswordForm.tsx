import { TIMINGS, TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { heldPassword } from '../../../shared/session/held-password';
import { pause, toast } from '../../../shared/ui/toast';
import { changePassword } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/PasswordField';
import { usePasswordRules } from '../form/password-rule';
import * as rules from '../form/rules';
import { useForm } from '../form/use-form';
import { updateRememberedPassword } from '../remember/remembered-login';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * Change password (spec/01 sections 4, 5 and 8): the old password is asked only when this page
 * does not hold the one the member logged in with; new must differ from old.
 */
export const ChangePasswordForm = ({ userName }: { userName: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [held, setHeld] = useState(heldPassword.get);
  const [busy, setBusy] = useState(false);
  const { newPassword } = usePasswordRules(t('auth.fields.newPassword'));
  const form = useForm<Field>(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    {
      oldPassword: held ? undefined : rules.loginPassword,
      newPassword,
      confirmNewPassword: (value, all) => rules.sameAs(() => all.newPassword)(value),
    },
  );
  const names: Field[] = held
    ? ['newPassword', 'confirmNewPassword']
    : ['oldPassword', 'newPassword', 'confirmNewPassword'];

  const failed = async (error: unknown) => {
    await toast.clear();
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'modify.new.old.same') {
      form.setValue('newPassword', '');
      form.setValue('confirmNewPassword', '');
      form.setFieldErrors({ newPassword: [{ text: failureText(error) }] });
      return form.focus('newPassword');
    }
    if (code === 'password.old.wrong') {
      setHeld(null); // what this page held is not the password any more: ask for it
      heldPassword.clear();
      form.setValue('oldPassword', '');
      form.setFieldErrors({ oldPassword: [{ text: failureText(error) }] });
      return;
    }
    await toast.show(failureText(error));
  };

  const submit = async () => {
    if (busy || !form.validate(names)) return;
    const { values } = form;
    const oldPassword = held ?? values.oldPassword;
    if (oldPassword === values.newPassword) {
      const { Dialog } = await import('../../../shared/ui/antd');
      await Dialog.alert({
        content: errorText('modify.new.old.same'),
        confirmText: t('common.confirm'),
      });
      return;
    }
    setBusy(true);
    void toast.loading(undefined, TOASTS.loading);
    try {
      await changePassword({
        oldPassword,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      void toast.success(t('auth.changePsw.saved'), TOASTS.success);
      heldPassword.clear();
      await updateRememberedPassword(userName, values.newPassword).catch(() => undefined);
      await pause(TIMINGS.passwordChangeRedirect);
      navigate(paths.home, { replace: true });
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthForm testId="change-password-form" onSubmit={submit}>
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      {!held && (
        <PasswordField
          field={form.bind('oldPassword')}
          messages={form.errors.oldPassword}
          label={t('auth.fields.oldPassword')}
          autoComplete="current-password"
        />
      )}
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
      <p className="auth__hint">{t('auth.changePsw.hint')}</p>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy}
        data-testid="change-password-submit"
      >
        {t('auth.changePsw.save')}
      </button>
    </AuthForm>
  );
};
