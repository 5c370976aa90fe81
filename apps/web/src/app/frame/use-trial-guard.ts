import { MEMBER_TYPES, TOASTS } from '@lotto/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { isMemberArea } from '../../shared/routing/frame-rules';
import { useSession } from '../../shared/session/session-store';
import { toast } from '../../shared/ui/toast';

/** A free-trial account (type 4) entering the member area: free_reject for 2 s, then home. */
export const useTrialGuard = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const type = useSession()?.type;
  useEffect(() => {
    if (type !== MEMBER_TYPES.freeTrial || !isMemberArea(pathname)) return;
    navigate(paths.home, { replace: true });
    void (async () => {
      const { errorText } = await import('../../shared/i18n/errors');
      await toast.show(errorText('free_reject'), TOASTS.freeReject);
    })();
  }, [type, pathname, navigate]);
};
