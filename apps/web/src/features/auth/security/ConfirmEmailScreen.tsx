import { EMAIL_TOKEN_PARAM } from '@lotto/contract';
import { useQuery } from '@tanstack/react-query';
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
 * /m/confirmEmail?token=…: where the mailed link lands. It binds the address in any
 * browser, signed in or not (the token proves the request); a used or expired link says so.
 */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get(EMAIL_TOKEN_PARAM) ?? '';
  const signedIn = useSession() !== null;
  const refresh = useRefreshSecurity();
  // A query keyed by the token, never repeated: a remount of the screen (the frame's gates,
  // StrictMode) finds the answer instead of spending the single-use link a second time.
  const confirm = useQuery({
    queryKey: ['security', 'confirmEmail', token],
    queryFn: async () => {
      const answer = await confirmEmail(token);
      await refresh();
      return answer;
    },
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

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
