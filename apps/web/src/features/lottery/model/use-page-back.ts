import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageBackTarget } from './page-back';

/**
 * Honours a launch's `pageBack` (spec/02): the entry the launch came in on becomes the back
 * target (an app path, else home) and this screen is pushed on top of it without the
 * parameter, so the header's back and the browser's back both lead there.
 */
export const usePageBack = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('pageBack')) return;
    const back = pageBackTarget(params.get('pageBack'));
    params.delete('pageBack');
    const rest = params.toString();
    navigate(back, { replace: true });
    navigate(rest ? `${pathname}?${rest}` : pathname);
  }, [navigate, pathname, search]);
};
