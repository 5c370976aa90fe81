import { PLAYER_ERRORS, type PlayerErrorCode, SOCIAL_LOGIN_PARAMS, TOASTS } from '@lotto/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { exchangeSocialCode } from '../api/mutations';

/**
 * Back from a social provider: /m/login?social=<one-time code> becomes a session, and
 * ?socialError=<code> becomes its message. Either parameter leaves the address at once.
 */
export const useSocialReturn = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const code = params.get(SOCIAL_LOGIN_PARAMS.code);
  const error = params.get(SOCIAL_LOGIN_PARAMS.error);

  useEffect(() => {
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    navigate(paths.login, { replace: true });
    if (error) {
      const known = error in PLAYER_ERRORS ? (error as PlayerErrorCode) : 'oidc.failed';
      void toast.show(errorText(known), TOASTS.default);
      return;
    }
    void (async () => {
      await toast.loading(undefined, TOASTS.loadingLong);
      try {
        sessionStore.start(await exchangeSocialCode(code ?? ''));
        await toast.clear();
        navigate(paths.home, { replace: true });
      } catch (failure) {
        await toast.show(failureText(failure));
      }
    })();
  }, [code, error, navigate]);
};
