import type { PlayOutcome } from '@lotto/contract';
import { t } from '../texts';

const RANKS: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const SUITS = ['♠', '♥', '♦', '♣'];
const rankText = (rank: number) => RANKS[rank] ?? String(rank);

const Card = ({ rank, label, faceUp, wins, seat }: CardProps) => {
  const suit = SUITS[(rank + seat) % 4] ?? '♠';
  const red = suit === '♥' || suit === '♦';
  return (
    <figure className={`table__seat${wins ? ' table__seat--wins' : ''}`}>
      <div className={`card${faceUp ? ' card--up' : ''}`} data-testid={`card-${label}`}>
        <div className="card__back" aria-hidden="true" />
        <div className={`card__face${red ? ' card__face--red' : ''}`}>
          <span className="card__rank">{rankText(rank)}</span>
          <span className="card__suit">{suit}</span>
        </div>
      </div>
      <figcaption className="table__label">{t(label)}</figcaption>
    </figure>
  );
};
interface CardProps {
  rank: number;
  label: 'player' | 'banker';
  faceUp: boolean;
  wins: boolean;
  seat: number;
}

/** Two cards, player and banker, dealt face down and turned over when the round settles. */
export const TableCards = ({
  outcome,
  revealing,
}: {
  outcome: Extract<PlayOutcome, { kind: 'table' }> | null;
  revealing: boolean;
}) => {
  const faceUp = outcome !== null && !revealing;
  const player = outcome?.player ?? 14;
  const banker = outcome?.banker ?? 13;
  return (
    <div className="table" data-testid="table-cards">
      <Card
        rank={player}
        label="player"
        seat={0}
        faceUp={faceUp}
        wins={faceUp && player > banker}
      />
      <span className="table__vs">{t('versus')}</span>
      <Card
        rank={banker}
        label="banker"
        seat={1}
        faceUp={faceUp}
        wins={faceUp && banker > player}
      />
    </div>
  );
};
