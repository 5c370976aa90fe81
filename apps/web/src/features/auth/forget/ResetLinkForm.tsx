import { TOASTS } from '@lotto/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useRecheck, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { pause, toast } from '../../../shared/ui/toast';
import { resetByLink } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { NewPasswordFields } from '../components/NewPasswordFields';
import {
  CONFIRM_NEW_PASSWORD,
  type NewPasswordValues,
  usePasswordRules,
} from '../form/password-rules';
import { confirmation } from '../form/rules';
import { updateRememberedPassword } from '../remember/remembered-login';

/** The landing of a reset link (/m/forget?resetToken=…): a new password, then login. */
export const ResetLinkForm = ({ token }: { token: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, run } = useSubmitting();
  const { newPassword } = usePasswordRules(t('auth.fields.newPassword'));
  const schema = formSchema({ newPassword, confirmNewPassword: confirmation }, [
    CONFIRM_NEW_PASSWORD,
  ]);
  const form = useSchemaForm<NewPasswordValues>(schema, {
    newPassword: '',
    confirmNewPassword: '',
  });
  useRecheck(form, 'newPassword', 'confirmNewPassword');
  const submit = run(async (values: NewPasswordValues) => {
    void toast.loading(undefined, TOASTS.loading);
    const { userName } = await resetByLink(token, values.newPassword, values.confirmNewPassword);
    await updateRememberedPassword(userName, values.newPassword).catch(() => undefined);
    await toast.success(t('auth.forget.resetDone'), TOASTS.success);
    await pause(TOASTS.success);
    navigate(paths.login, { replace: true });
  });
  return (
    <AuthForm testId="reset-link-form" onSubmit={form.handleSubmit(submit)}>
      <h2 className="auth__title">{t('auth.forget.resetTitle')}</h2>
      <p className="auth__hint">{t('auth.forget.resetHint')}</p>
      <NewPasswordFields control={form.control} />
      <SubmitButton disabled={busy} testId="reset-submit">
        {t('auth.forget.resetSave')}
      </SubmitButton>
    </AuthForm>
  );
};
