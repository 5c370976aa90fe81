import { TIMINGS, TOASTS } from '@lotto/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useRecheck, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { heldPassword } from '../../../shared/session/held-password';
import { pause, toast } from '../../../shared/ui/toast';
import { changePassword } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordField } from '../components/PasswordField';
import {
  CONFIRM_NEW_PASSWORD,
  type NewPasswordValues,
  usePasswordRules,
} from '../form/password-rules';
import * as rules from '../form/rules';
import { updateRememberedPassword } from '../remember/remembered-login';

type Values = NewPasswordValues & { oldPassword: string };

/**
 * Change password (spec/01 sections 4, 5 and 8): the old password is asked only when this page
 * does not hold the one the member logged in with; new must differ from old.
 */
export const ChangePasswordForm = ({ userName }: { userName: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [held, setHeld] = useState(heldPassword.get);
  const { busy, run } = useSubmitting();
  const { newPassword } = usePasswordRules(t('auth.fields.newPassword'));
  const schema = formSchema<keyof Values>(
    {
      ...(held ? {} : { oldPassword: rules.loginPassword }),
      newPassword,
      confirmNewPassword: rules.confirmation,
    },
    [CONFIRM_NEW_PASSWORD],
  );
  const form = useSchemaForm<Values>(schema, {
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  useRecheck(form, 'newPassword', 'confirmNewPassword');

  const failed = async (error: unknown) => {
    await toast.clear();
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'modify.new.old.same') {
      form.setValue('newPassword', '');
      form.setValue('confirmNewPassword', '');
      return showFieldMessages(
        form,
        { newPassword: [{ text: failureText(error) }] },
        'newPassword',
      );
    }
    // The session has ended: the app signs out and login says why (no toast over it).
    if (code === 'password.old.too.many') return;
    if (code === 'password.old.wrong') {
      setHeld(null); // what this page held is not the password any more: ask for it
      heldPassword.clear();
      form.setValue('oldPassword', '');
      return showFieldMessages(form, { oldPassword: [{ text: failureText(error) }] });
    }
    await toastFailure(error);
  };

  const submit = run(async (values: Values) => {
    const oldPassword = held ?? values.oldPassword;
    if (oldPassword === values.newPassword) {
      const { Dialog } = await import('../../../shared/ui/antd');
      await Dialog.alert({
        content: errorText('modify.new.old.same'),
        confirmText: t('common.confirm'),
      });
      return;
    }
    void toast.loading(undefined, TOASTS.loading);
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
  }, failed);

  return (
    <AuthForm testId="change-password-form" onSubmit={form.handleSubmit(submit)}>
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      {!held && (
        <PasswordField
          control={form.control}
          name="oldPassword"
          label={t('auth.fields.oldPassword')}
          autoComplete="current-password"
        />
      )}
      <NewPasswordFields control={form.control} />
      <p className="auth__hint">{t('auth.changePsw.hint')}</p>
      <SubmitButton disabled={busy} testId="change-password-submit">
        {t('auth.changePsw.save')}
      </SubmitButton>
    </AuthForm>
  );
};
