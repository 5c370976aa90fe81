import { type LaunchGameRequest, type OpenRoundRef, openRoundRef } from '@lotto/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/client';
import { launchGame } from './api';

/** The open round a `game.round.open` refusal names, if the error is one. */
export const openRoundOf = (error: unknown): OpenRoundRef | null => {
  if (!(error instanceof ApiError) || error.code !== 'game.round.open') return null;
  const parsed = openRoundRef.safeParse(error.value);
  return parsed.success ? parsed.data : null;
};

/** Launches the game once per address; `retry` launches it again after a failure. */
export const useLaunch = (request: LaunchGameRequest | null) => {
  const { mutate, reset, data, error, isPending, isIdle } = useMutation({
    mutationFn: launchGame,
    retry: false,
  });
  useEffect(() => {
    if (request) mutate(request);
    else reset();
  }, [request, mutate, reset]);
  return {
    answer: data,
    error,
    loading: isPending || (isIdle && request !== null),
    retry: () => {
      if (request) mutate(request);
    },
  };
};
