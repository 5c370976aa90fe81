import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { backTargetOf, useScreen } from './frame-rules';

/** Back as the screen declares it: home for entry screens or a fresh tab, else history. */
export const useBack = () => {
  const navigate = useNavigate();
  const screen = useScreen();
  return useCallback(() => {
    if (backTargetOf(screen, window.history.length) === 'home') navigate(paths.home);
    else navigate(-1);
  }, [navigate, screen]);
};
