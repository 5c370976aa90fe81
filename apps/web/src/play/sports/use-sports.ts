import type { MatchPick, PlayStateAnswer, VendorMatchesAnswer } from '@lotto/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadMatches, PlayError, playRound } from '../api';
import { requestIdFor, type Unanswered } from '../request-id';

export interface Slip {
  matchId: number;
  pick: MatchPick;
}

const errorOf = (error: unknown) =>
  error instanceof PlayError ? error : new PlayError('system.error', '', 0);

/**
 * A sports game behind a launch ticket (its state already loaded): the upcoming matches and the
 * member's bets, and placing a bet. A bet whose answer the network lost is repeated with the
 * same requestId, so it is placed once.
 */
export const useSports = (ticket: string, info: PlayStateAnswer) => {
  const [loaded, setLoaded] = useState(false);
  const [board, setBoard] = useState<VendorMatchesAnswer>({ matches: [], bets: [] });
  const [balance, setBalance] = useState(info.balance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayError | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const unanswered = useRef<Unanswered | null>(null);

  const reload = useCallback(() => {
    setError(null);
    loadMatches(ticket).then(
      (matches) => {
        setBoard(matches);
        setLoaded(true);
      },
      (failure: unknown) => setError(errorOf(failure)),
    );
  }, [ticket]);
  useEffect(reload, [reload]);

  const bet = useCallback(
    async (slip: Slip, stake: string) => {
      const choice = { kind: 'match' as const, ...slip };
      const key = JSON.stringify({ stake, choice });
      const requestId = requestIdFor(key, unanswered.current);
      unanswered.current = { key, requestId };
      setBusy(true);
      setError(null);
      try {
        const answer = await playRound(ticket, requestId, { stake, choice });
        unanswered.current = null;
        setBalance(answer.balance);
        setPlaced(answer.round.roundId);
        setBoard(await loadMatches(ticket));
      } catch (failure) {
        const err = errorOf(failure);
        if (err.code !== 'network.error') unanswered.current = null;
        setError(err);
        // A match that kicked off meanwhile leaves the list.
        if (err.code === 'sports.match.closed') loadMatches(ticket).then(setBoard, () => {});
      } finally {
        setBusy(false);
      }
    },
    [ticket],
  );

  return {
    loaded,
    board,
    balance,
    busy,
    error,
    placed,
    bet,
    reload,
    dismiss: () => setError(null),
  };
};
