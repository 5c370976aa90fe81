import type { PlayStateAnswer, RoundView } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { gameReducer, HISTORY_SIZE, initialGame } from './game-state';

const round = (id: string, status: 'open' | 'settled' = 'settled'): RoundView => ({
  roundId: id,
  nodeId: '5',
  stake: '10.00',
  win: status === 'open' ? null : '20.00',
  status,
  choice: { kind: 'table', side: 'player' },
  outcome: status === 'open' ? null : { kind: 'table', player: 9, banker: 4 },
  fair: null,
  createdAt: 1,
  settledAt: status === 'open' ? null : 2,
});

const info = (openRound: RoundView | null = null): PlayStateAnswer => ({
  game: {
    nodeId: '5',
    gameName: 'Baccarat',
    gameType: 'LIVE',
    vassalage: 'EVO',
    kind: 'table',
    minBet: '1.00',
    maxBet: '100.00',
    rtpBasisPoints: 9600,
  },
  odds: { player: '1.95', banker: '1.95' },
  balance: '100.00',
  wallet: 'cash',
  currencySymbol: 'K',
  openRound,
  fair: null,
});

const loaded = (openRound: RoundView | null = null) =>
  gameReducer(initialGame, { type: 'loaded', state: info(openRound) });

describe('the game page state', () => {
  it('resumes an open round from the loaded state', () => {
    const state = loaded(round('r0', 'open'));
    expect(state.phase).toBe('ready');
    expect(state.open?.roundId).toBe('r0');
  });

  it('keeps an opened round open, then files it in the history once settled', () => {
    let state = gameReducer(loaded(), {
      type: 'answered',
      answer: { round: round('r1', 'open'), balance: '90.00', nextFair: null },
    });
    expect(state.open?.roundId).toBe('r1');
    expect(state.rounds).toEqual([]);
    state = gameReducer(state, {
      type: 'answered',
      answer: { round: round('r1'), balance: '110.00', nextFair: null },
    });
    expect(state.open).toBeNull();
    expect(state.rounds.map((r) => r.roundId)).toEqual(['r1']);
    expect(state.balance).toBe('110.00');
    expect(state.balanceBefore).toBe('90.00');
  });

  it('keeps the newest rounds only, and a repeated answer once', () => {
    let state = loaded();
    for (let i = 0; i < HISTORY_SIZE + 3; i++) {
      const answer = { round: round(`r${i}`), balance: '100.00', nextFair: null };
      state = gameReducer(gameReducer(state, { type: 'answered', answer }), {
        type: 'answered',
        answer,
      });
    }
    expect(state.rounds).toHaveLength(HISTORY_SIZE);
    expect(state.rounds[0]?.roundId).toBe(`r${HISTORY_SIZE + 2}`);
  });

  it('ends the game on an invalid ticket and keeps playing after other refusals', () => {
    const refused = gameReducer(loaded(), {
      type: 'failed',
      code: 'wallet.insufficient',
      message: 'Insufficient balance.',
    });
    expect(refused.phase).toBe('ready');
    expect(refused.error?.message).toBe('Insufficient balance.');
    const ended = gameReducer(loaded(), {
      type: 'failed',
      code: 'game.ticket.invalid',
      message: 'x',
    });
    expect(ended.phase).toBe('ended');
    const failedLoad = gameReducer(initialGame, {
      type: 'failed',
      code: 'network.error',
      message: '',
    });
    expect(failedLoad.phase).toBe('failed');
  });
});
