import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { AFTER_PLAY_KEYS } from './api';

/** Back from a launch screen: to the previous page, or home when there is none or it asks so. */
export const useLeave = (home = false) => {
  const navigate = useNavigate();
  return useCallback(() => {
    if (home || window.history.length <= 1) navigate(paths.home);
    else navigate(-1);
  }, [navigate, home]);
};

/**
 * While a game is shown: on the way out (the bar's back, the browser's back, any route change)
 * the balance and recent games are refetched, so the header shows what the rounds left.
 */
export const useRefreshAfterPlay = () => {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      for (const queryKey of AFTER_PLAY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
};
