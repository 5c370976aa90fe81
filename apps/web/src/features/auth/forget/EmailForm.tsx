import { TOASTS } from '@lotto/contract';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { useBack } from '../../../shared/routing/use-back';
import { pause, toast } from '../../../shared/ui/toast';
import { forgotByEmail } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { UsernameField } from '../components/UsernameField';
import * as rules from '../form/rules';

const SCHEMA = formSchema({ username: rules.loginUsername, email: rules.email });

/** Recovery by e-mail: username and e-mail, trimmed; then 'been sent' for 1 s and back. */
export const EmailForm = () => {
  const { t } = useTranslation();
  const back = useBack();
  const { busy, run } = useSubmitting();
  const form = useSchemaForm(SCHEMA, { username: '', email: '' });
  const submit = run(async ({ username, email }: { username: string; email: string }) => {
    void toast.loading(undefined, TOASTS.loadingLong);
    await forgotByEmail(username.trim(), email.trim());
    await toast.success(t('auth.forget.beenSent'), TOASTS.success);
    await pause(TOASTS.success);
    back();
  });
  return (
    <AuthForm testId="forget-email-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">{t('auth.forget.emailHint')}</p>
      <UsernameField control={form.control} name="username" />
      <FormField
        control={form.control}
        name="email"
        label={t('auth.fields.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={128}
        clearable
      />
      <SubmitButton disabled={busy} testId="forget-email-submit">
        {t('auth.forget.retrieve')}
      </SubmitButton>
    </AuthForm>
  );
};
