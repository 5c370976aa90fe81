import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { backTargetOf } from './frame-rules';

/** Back as the spec defines it per screen: home for entry screens or a fresh tab, else history. */
export const useBack = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (backTargetOf(pathname, window.history.length) === 'home') navigate(paths.home);
    else navigate(-1);
  }, [navigate, pathname]);
};
