import type { PlayKind, RoundView } from '@lotto/contract';
import { CrashMeter } from '../boards/CrashMeter';
import { DiceRoll } from '../boards/DiceRoll';
import { MatchScore } from '../boards/MatchScore';
import { SlotReels } from '../boards/SlotReels';
import { TableCards } from '../boards/TableCards';
import { cashOutOf, type Picks } from '../choice';

interface Props {
  kind: PlayKind;
  /** The round on the table: the open one, else the last settled one. */
  round: RoundView | null;
  picks: Picks;
  busy: boolean;
  revealing: boolean;
  revealKey: string | null;
  ms: number;
}

/** The stage: each kind's own drawing of the round. */
export const Board = ({ kind, round, picks, busy, revealing, revealKey, ms }: Props) => {
  const outcome = round?.outcome ?? null;
  const anim = { busy, revealKey, ms };
  return (
    <section className={`board board--${kind}`} data-testid="board">
      {kind === 'slot' && (
        <SlotReels reels={outcome?.kind === 'slot' ? outcome.reels : null} {...anim} />
      )}
      {kind === 'table' && (
        <TableCards
          outcome={outcome?.kind === 'table' ? outcome : null}
          revealing={revealing || busy}
        />
      )}
      {kind === 'single' && (
        <MatchScore
          outcome={outcome?.kind === 'single' ? outcome : null}
          live={round?.status === 'open'}
          revealKey={revealKey}
          ms={ms}
        />
      )}
      {kind === 'dice' && (
        <DiceRoll
          roll={outcome?.kind === 'dice' ? outcome.roll : null}
          target={round?.choice.kind === 'dice' && !busy ? round.choice.target : picks.target}
          {...anim}
        />
      )}
      {kind === 'crash' && (
        <CrashMeter
          point={outcome?.kind === 'crash' ? outcome.crashPoint : null}
          cashOut={
            round?.choice.kind === 'crash' && !busy
              ? round.choice.cashOut
              : (cashOutOf(picks.cashOut) ?? 200)
          }
          {...anim}
        />
      )}
    </section>
  );
};
