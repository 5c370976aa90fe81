import type { PlayStateAnswer } from '@lotto/contract';
import { type FormEvent, useState } from 'react';
import { choiceOf, DEFAULT_PICKS, type Picks, picksWith } from '../choice';
import { formatAmount, stakeToSend } from '../money';
import { revealMs, useRevealing } from '../reveal';
import { t } from '../texts';
import type { useGame } from '../use-game';
import { Board } from './Board';
import { ChoicePanel } from './ChoicePanel';
import { FairPanel } from './FairPanel';
import { History } from './History';
import { ResultLine } from './ResultLine';
import { StakeControl } from './StakeControl';

const ACTION = {
  slot: 'spin',
  table: 'bet',
  single: 'bet',
  dice: 'roll',
  crash: 'bet',
  match: 'bet',
} as const;

/** The game: balance, stage, result, the player's choice and stake, fairness and history. */
export const GameScreen = ({
  game,
  info,
}: {
  game: ReturnType<typeof useGame>;
  info: PlayStateAnswer;
}) => {
  const { state, play, settle, dismiss } = game;
  const { kind, minBet, maxBet, rtpBasisPoints, gameName } = info.game;
  const [stake, setStake] = useState(info.openRound?.stake ?? minBet);
  const [picks, setPicks] = useState<Picks>(() => picksWith(DEFAULT_PICKS, info.openRound?.choice));
  const [clientSeed, setClientSeed] = useState(info.fair?.clientSeed ?? '');
  const { open, busy } = state;
  const shown = open ? picksWith(picks, open.choice) : picks;
  const last = state.rounds[0] ?? null;
  const ms = revealMs(last?.outcome ?? null);
  const revealing = useRevealing(last?.roundId ?? null, ms);
  const stakeOk = stakeToSend(stake, minBet, maxBet);
  const choice = choiceOf(kind, picks);
  const inHouse = state.fair !== null || kind === 'dice' || kind === 'crash';
  const currency = info.currencySymbol;
  const playMoney = info.wallet === 'play';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || revealing) return;
    if (open) void settle(open.roundId);
    else if (stakeOk && choice) {
      const seed = clientSeed.trim();
      void play({ stake: stakeOk, choice, ...(inHouse && seed ? { clientSeed: seed } : {}) });
    }
  };
  const actionLabel = busy
    ? t('playing')
    : open
      ? t(kind === 'single' ? 'kickOff' : 'deal')
      : t(ACTION[kind]);
  const locked = busy || open !== null;

  return (
    <main className="play" data-testid="play-screen" data-kind={kind}>
      <header className="play__top">
        <div className="play__game">
          <h1 className="play__name">{gameName}</h1>
          <span className="play__rtp">{t('rtp', { rtp: (rtpBasisPoints / 100).toFixed(2) })}</span>
        </div>
        <div className="play__wallet">
          <span className="play__wallet-label">
            {t('balance')}
            {playMoney && (
              <span className="play__play-money" data-testid="play-money">
                {t('playMoney')}
              </span>
            )}
          </span>
          <strong className="play__balance" data-testid="play-balance">
            {currency} {formatAmount(revealing ? state.balanceBefore : state.balance)}
          </strong>
        </div>
      </header>
      <Board
        kind={kind}
        round={open ?? last}
        picks={shown}
        busy={busy && !open && kind !== 'table' && kind !== 'single'}
        revealing={revealing}
        revealKey={last?.roundId ?? null}
        ms={ms}
      />
      <ResultLine
        kind={kind}
        open={open}
        last={last}
        hidden={revealing || busy}
        currency={currency}
      />
      <form className="play__controls" onSubmit={submit} noValidate>
        <ChoicePanel
          kind={kind}
          picks={shown}
          odds={info.odds}
          rtpBasisPoints={rtpBasisPoints}
          disabled={locked}
          onChange={setPicks}
        />
        <StakeControl
          value={open ? open.stake : stake}
          minBet={minBet}
          maxBet={maxBet}
          currency={currency}
          invalid={!open && stakeOk === null}
          disabled={locked}
          onChange={setStake}
        />
        {state.error && (
          <div className="play__error" role="alert" data-testid="play-error">
            <span>{state.error.message || t('networkError')}</span>
            <button
              type="button"
              className="play__error-close"
              onClick={dismiss}
              aria-label={t('close')}
            >
              ×
            </button>
          </div>
        )}
        <button
          type="submit"
          className={`play__action${open ? ' play__action--settle' : ''}`}
          disabled={busy || revealing || (!open && (stakeOk === null || choice === null))}
          data-testid="play-action"
        >
          {actionLabel}
        </button>
      </form>
      {inHouse && (
        <FairPanel
          commit={state.fair}
          last={revealing ? null : last}
          clientSeed={clientSeed}
          onClientSeed={setClientSeed}
          rtpBasisPoints={rtpBasisPoints}
          disabled={busy}
        />
      )}
      <History rounds={revealing ? state.rounds.slice(1) : state.rounds} />
    </main>
  );
};
