import type { SecurityOverview } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../../shared/config/paths';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { useRefreshSecurity, useSecurityOverview } from '../../../shared/session/security-overview';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthForm } from '../components/AuthForm';
import { AuthPage } from '../components/AuthLayout';
import { PasswordField } from '../components/PasswordField';
import * as rules from '../form/rules';
import { bindEmail } from './api';
import { serverText } from './fields';
import { MailGlyph, StatusCard } from './StatusCard';
import './security.css';

type Values = { email: string; password: string };
type Sent = { email: string; minutes: number };

/** The form: the new address and, when one is bound, the login password. */
const BindEmailForm = ({
  current,
  onSent,
}: {
  current: SecurityOverview['email'];
  onSent: (sent: Sent) => void;
}) => {
  const { t } = useTranslation();
  const refresh = useRefreshSecurity();
  const { busy, run } = useSubmitting();
  const changing = current !== null;
  const schema = formSchema<keyof Values>({
    email: rules.email,
    ...(changing ? { password: rules.loginPassword } : {}),
  });
  const form = useSchemaForm<Values>(schema, { email: '', password: '' });

  const failed = async (error: unknown) => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'password.old.too.many') return;
    if (code === 'security.password.wrong') {
      form.setValue('password', '');
      return showFieldMessages(form, { password: serverText(failureText(error)) }, 'password');
    }
    if (code.startsWith('email.')) {
      return showFieldMessages(form, { email: serverText(failureText(error)) }, 'email');
    }
    await toastFailure(error);
  };

  const submit = run(async (values: Values) => {
    const email = values.email.trim();
    const { expiredMinutes } = await bindEmail({
      email,
      ...(changing ? { password: values.password } : {}),
    });
    await refresh();
    onSent({ email, minutes: expiredMinutes });
  }, failed);

  return (
    <AuthForm testId="bind-email-form" onSubmit={form.handleSubmit(submit)}>
      <p className="auth__hint">
        {t(changing ? 'security.email.changeIntro' : 'security.email.bindIntro')}
      </p>
      <FormField
        control={form.control}
        name="email"
        label={t('security.email.newEmail')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={128}
        clearable
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
      <SubmitButton disabled={busy} testId="bind-email-submit">
        {t('security.email.send')}
      </SubmitButton>
    </AuthForm>
  );
};

/** After sending: where the link went and how long it works. */
const LinkSent = ({ sent, onAgain }: { sent: Sent; onAgain: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="security-result" data-testid="bind-email-sent" role="status">
      <span className="security-result__icon" aria-hidden="true">
        <MailGlyph />
      </span>
      <h2 className="security-result__title">{t('security.email.sent')}</h2>
      <p className="security-result__body">
        {t('security.email.sentBody', { email: sent.email, minutes: sent.minutes })}
      </p>
      <Link className="button button--primary" to={paths.securityCenter} replace>
        {t('security.email.back')}
      </Link>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {t('security.email.again')}
      </button>
    </div>
  );
};

/**
 * /m/member/email: mails a link that binds an address (changing a bound one asks the login
 * password); the link opens /m/confirmEmail.
 */
export default function BindEmailScreen() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const [sent, setSent] = useState<Sent | null>(null);
  if (overview.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError) return <ErrorRetry onRetry={() => void overview.refetch()} />;
  const { email, pendingEmail } = overview.data;
  const hint = pendingEmail
    ? t('security.email.pending', { email: pendingEmail })
    : email
      ? undefined
      : t('security.email.none');
  return (
    <AuthPage testId="bind-email-screen">
      <StatusCard
        testId="email-status"
        icon={<MailGlyph />}
        label={t('security.email.current')}
        value={email ?? t('member.security.notSet')}
        hint={hint}
      />
      {sent ? (
        <LinkSent sent={sent} onAgain={() => setSent(null)} />
      ) : (
        <BindEmailForm current={email} onSent={setSent} />
      )}
    </AuthPage>
  );
}
