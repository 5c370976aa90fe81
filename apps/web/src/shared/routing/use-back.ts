import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { backTargetOf, useScreen } from './frame-rules';

/** Back as the screen declares it: home for entry screens or a fresh tab, else history. */
export const useBack = () => {
  const navigate = useNavigate();
  const screen = useScreen();
  return useCallback(() => {
    const target = backTargetOf(screen, window.history.length);
    if (target === 'history') navigate(-1);
    else navigate(target === 'agent' ? paths.agent : paths.home);
  }, [navigate, screen]);
};
