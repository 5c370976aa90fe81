import { EMAIL_TOKEN_PARAM } from '@lotto/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { useRefreshSecurity } from '../../../shared/session/security-overview';
import { useSession } from '../../../shared/session/session-store';
import { Spinner } from '../../../shared/ui/Spinner';
import { AuthPage } from '../components/AuthLayout';
import { confirmEmail } from './api';
import { MailGlyph } from './StatusCard';
import './security.css';

/**
 * /m/member/email/confirm?token=…: where the mailed link lands. It binds the address in any
 * browser, signed in or not (the token proves the request); a used or expired link says so.
 */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get(EMAIL_TOKEN_PARAM) ?? '';
  const signedIn = useSession() !== null;
  const refresh = useRefreshSecurity();
  const confirm = useMutation({ mutationFn: confirmEmail, onSuccess: () => refresh() });
  const { mutate } = confirm;
  // Once per token: a second run (a re-render, StrictMode) must not spend the link again.
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const next = signedIn ? (
    <Link className="button button--primary" to={paths.securityCenter} replace>
      {t('security.confirm.toSecurity')}
    </Link>
  ) : (
    <Link className="button button--primary" to={paths.home} replace>
      {t('security.confirm.toHome')}
    </Link>
  );
  const failed = !token || confirm.isError;
  if (!failed && !confirm.isSuccess) return <Spinner label={t('security.confirm.checking')} />;
  return (
    <AuthPage testId="confirm-email-screen">
      <div
        className={`security-result${failed ? ' security-result--failed' : ''}`}
        data-testid={failed ? 'confirm-email-failed' : 'confirm-email-done'}
        role={failed ? 'alert' : 'status'}
      >
        <span className="security-result__icon" aria-hidden="true">
          <MailGlyph />
        </span>
        <h2 className="security-result__title">
          {t(failed ? 'security.confirm.failed' : 'security.confirm.done')}
        </h2>
        <p className="security-result__body">
          {failed
            ? token
              ? failureText(confirm.error)
              : errorText('email.link.invalid')
            : t('security.confirm.doneBody', { email: confirm.data?.email ?? '' })}
        </p>
        {next}
      </div>
    </AuthPage>
  );
}
