import type { FairCommit, PlayRoundAnswer, PlayStateAnswer, RoundView } from '@lotto/contract';

/** How many of this session's rounds the page keeps in its history. */
export const HISTORY_SIZE = 12;

export interface GameState {
  /** `ended`: the ticket is no longer valid; the game must be opened again. */
  phase: 'loading' | 'ready' | 'failed' | 'ended';
  info: PlayStateAnswer | null;
  balance: string;
  /** The balance before the last answer, shown while its result is still being drawn. */
  balanceBefore: string;
  /** In-house games: the commitment for the next round. */
  fair: FairCommit | null;
  /** A round that waits for its deal or result (table, single). */
  open: RoundView | null;
  /** This session's settled rounds, newest first. */
  rounds: RoundView[];
  busy: boolean;
  error: { code: string; message: string } | null;
}

export type GameAction =
  | { type: 'loading' }
  | { type: 'loaded'; state: PlayStateAnswer }
  | { type: 'busy' }
  | { type: 'answered'; answer: PlayRoundAnswer }
  | { type: 'failed'; code: string; message: string }
  | { type: 'dismiss' };

export const initialGame: GameState = {
  phase: 'loading',
  info: null,
  balance: '0.00',
  balanceBefore: '0.00',
  fair: null,
  open: null,
  rounds: [],
  busy: false,
  error: null,
};

const answered = (state: GameState, { round, balance, nextFair }: PlayRoundAnswer): GameState => {
  const settled = round.status === 'settled';
  return {
    ...state,
    busy: false,
    error: null,
    balanceBefore: state.balance,
    balance,
    fair: nextFair ?? state.fair,
    open: settled ? null : round,
    rounds: settled
      ? [round, ...state.rounds.filter((r) => r.roundId !== round.roundId)].slice(0, HISTORY_SIZE)
      : state.rounds,
  };
};

export const gameReducer = (state: GameState, action: GameAction): GameState => {
  switch (action.type) {
    case 'loading':
      return { ...state, phase: state.info ? state.phase : 'loading', busy: true, error: null };
    case 'loaded':
      return {
        ...state,
        phase: 'ready',
        info: action.state,
        balance: action.state.balance,
        balanceBefore: action.state.balance,
        fair: action.state.fair,
        open: action.state.openRound,
        busy: false,
        error: null,
      };
    case 'busy':
      return { ...state, busy: true, error: null };
    case 'answered':
      return answered(state, action.answer);
    case 'failed': {
      const error = { code: action.code, message: action.message };
      if (action.code === 'game.ticket.invalid')
        return { ...state, phase: 'ended', busy: false, error };
      return { ...state, phase: state.info ? 'ready' : 'failed', busy: false, error };
    }
    case 'dismiss':
      return { ...state, error: null };
  }
};
