import { useCallback, useEffect, useReducer, useRef } from 'react';
import { loadState, PlayError, playRound, type RoundInput, settleRound } from './api';
import { type GameAction, gameReducer, initialGame } from './game-state';
import { requestIdFor, type Unanswered } from './request-id';

const failure = (error: unknown): GameAction => {
  const { code, message } =
    error instanceof PlayError ? error : { code: 'system.error', message: '' };
  return { type: 'failed', code, message };
};

/** The game behind a launch ticket: its state, and playing and settling rounds. */
export const useGame = (ticket: string) => {
  const [state, dispatch] = useReducer(gameReducer, initialGame);
  // A round whose answer the network lost: repeating it must reuse its requestId.
  const unanswered = useRef<Unanswered | null>(null);

  const reload = useCallback(() => {
    dispatch({ type: 'loading' });
    loadState(ticket).then(
      (answer) => dispatch({ type: 'loaded', state: answer }),
      (error: unknown) => dispatch(failure(error)),
    );
  }, [ticket]);
  useEffect(reload, [reload]);

  const play = useCallback(
    async (input: RoundInput) => {
      const key = JSON.stringify(input);
      const requestId = requestIdFor(key, unanswered.current);
      unanswered.current = { key, requestId };
      dispatch({ type: 'busy' });
      try {
        const answer = await playRound(ticket, requestId, input);
        unanswered.current = null;
        dispatch({ type: 'answered', answer });
      } catch (error) {
        if (!(error instanceof PlayError && error.code === 'network.error')) {
          unanswered.current = null;
        }
        dispatch(failure(error));
      }
    },
    [ticket],
  );

  const settle = useCallback(
    async (roundId: string) => {
      dispatch({ type: 'busy' });
      try {
        dispatch({ type: 'answered', answer: await settleRound(ticket, roundId) });
      } catch (error) {
        dispatch(failure(error));
        // Settled meanwhile (an earlier try got through): the state shows where things stand.
        if (error instanceof PlayError && error.code === 'game.round.closed') reload();
      }
    },
    [ticket, reload],
  );

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  return { state, play, settle, reload, dismiss };
};
