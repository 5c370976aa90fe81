import type { SportsMatch } from '@lotto/contract';
import { type FormEvent, useState } from 'react';
import { formatAmount, fromMinor, stakeToSend, toMinor } from '../money';
import { StakeControl } from '../parts/StakeControl';
import { t } from '../texts';
import type { Slip } from './use-sports';

interface Props {
  slip: Slip;
  match: SportsMatch;
  minBet: string;
  maxBet: string;
  currency: string;
  busy: boolean;
  onBet: (stake: string) => void;
}

/** What the win of a stake at these odds would be, as the page shows it. */
const returnOf = (stake: string | null, odds: string): string | null => {
  const minor = stake === null ? null : toMinor(stake);
  const hundredths = toMinor(odds);
  return minor === null || hundredths === null
    ? null
    : fromMinor(Math.floor((minor * hundredths) / 100));
};

/** The chosen pick, the stake and the bet button, kept at the bottom of the screen. */
export const BetSlip = ({ slip, match, minBet, maxBet, currency, busy, onBet }: Props) => {
  const [stake, setStake] = useState(minBet);
  const toSend = stakeToSend(stake, minBet, maxBet);
  const odds = match.odds[slip.pick] ?? '0.00';
  const side =
    slip.pick === 'home' ? match.homeTeam : slip.pick === 'away' ? match.awayTeam : t('draw');
  const back = returnOf(toSend, odds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (toSend && !busy) onBet(toSend);
  };
  return (
    <form
      className="bet-slip"
      onSubmit={submit}
      noValidate
      data-testid="bet-slip"
      aria-label={t('betSlip')}
    >
      <p className="bet-slip__pick">
        <span className="bet-slip__side">{side}</span>
        <strong className="bet-slip__odds">×{odds}</strong>
      </p>
      <p className="bet-slip__match">
        {match.homeTeam} – {match.awayTeam} · {match.matchTime}
      </p>
      <StakeControl
        value={stake}
        minBet={minBet}
        maxBet={maxBet}
        currency={currency}
        invalid={toSend === null}
        disabled={busy}
        onChange={setStake}
      />
      <button
        type="submit"
        className="play__action"
        disabled={busy || toSend === null}
        data-testid="place-bet"
      >
        {busy
          ? t('playing')
          : back
            ? t('placeBetFor', { amount: `${currency} ${formatAmount(back)}` })
            : t('placeBet')}
      </button>
    </form>
  );
};
