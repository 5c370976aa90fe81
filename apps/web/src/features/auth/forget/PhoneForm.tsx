import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { heldPassword } from '../../../shared/session/held-password';
import { sessionStore } from '../../../shared/session/session-store';
import { resetByPhone } from '../api/mutations';
import { AuthForm } from '../components/AuthForm';
import { PasswordField } from '../components/PasswordField';
import { MobileField, SmsCodeField, useDialingCode } from '../components/PhoneFields';
import { usePasswordRules } from '../form/password-rules';
import * as rules from '../form/rules';
import { updateRememberedPassword } from '../remember/remembered-login';
import { recallSentCode } from '../sms/countdown';
import { codeSender } from '../sms/send-code';

type Values = { mobileNum: string; verificationCode: string; newPassword: string };
/** The tab remembers a sent reset code, so a reload keeps its countdown and number (A.13). */
const MEMORY = 'reset';

/**
 * Recovery by phone (spec/01 sections 2, 4 and 8): number, code (usable once sent), new
 * password. The reset answers the session itself (the code proved the phone), so the member is
 * logged in even where a login from this address would need the captcha.
 */
export const PhoneForm = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialing = useDialingCode();
  const [earlier] = useState(() => recallSentCode(MEMORY));
  const [sent, setSent] = useState(earlier !== null);
  const { busy, run } = useSubmitting();
  const checks = usePasswordRules(t('auth.fields.newPassword'));
  const schema = formSchema<keyof Values>({
    mobileNum: checks.mobileNum,
    verificationCode: rules.verificationCode,
    newPassword: checks.newPassword,
  });
  const form = useSchemaForm<Values>(schema, {
    mobileNum: earlier?.mobileNum ?? '',
    verificationCode: '',
    newPassword: '',
  });
  const { isDirty, isValid } = form.formState;

  const failed = async (error: unknown) => {
    // spec/01 section 8: same password clears the password, anything else the code.
    const same = error instanceof ApiError && error.code === 'modify.new.old.same';
    const cleared = same ? 'newPassword' : 'verificationCode';
    form.setValue(cleared, '');
    form.setFocus(cleared);
    await toastFailure(error);
  };

  const submit = run(async ({ mobileNum, verificationCode, newPassword }: Values) => {
    const session = await resetByPhone({
      mobileNum,
      verificationCode,
      newPassword,
      ...(dialing.dialingCode ? { countryDialingCode: dialing.dialingCode } : {}),
    });
    sessionStore.start(session);
    heldPassword.set(newPassword);
    await updateRememberedPassword(session.userName, newPassword).catch(() => undefined);
    navigate(paths.home, { replace: true });
  }, failed);

  return (
    <AuthForm testId="forget-phone-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">{t('auth.forget.phoneHint')}</p>
      <MobileField control={form.control} name="mobileNum" dialing={dialing} />
      <SmsCodeField
        control={form.control}
        name="verificationCode"
        send={codeSender(form, 'mobileNum', 'reset', dialing.dialingCode)}
        disabled={!sent}
        onSent={() => setSent(true)}
        memory={MEMORY}
      />
      <PasswordField
        control={form.control}
        name="newPassword"
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
      />
      <SubmitButton disabled={busy || !isDirty || !isValid} testId="forget-phone-submit">
        {t('auth.forget.submit')}
      </SubmitButton>
    </AuthForm>
  );
};
