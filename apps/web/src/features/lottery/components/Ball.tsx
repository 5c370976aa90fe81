/** The look of a drawn or picked number: a round ball, or a die for the dice games. */
export type BallTone = 'red' | 'gold' | 'blue' | 'green' | 'plain';

interface BallProps {
  value: string | number;
  tone?: BallTone;
  size?: 'sm' | 'md' | 'lg';
}

export const Ball = ({ value, tone = 'red', size = 'md' }: BallProps) => (
  <span className={`lott-ball lott-ball--${tone} lott-ball--${size}`}>{value}</span>
);

/** Where the pips of each face sit, on a 3 x 3 grid (0 top left .. 8 bottom right). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die face; its value is also the accessible text. */
export const Die = ({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) => (
  <span className={`lott-die lott-die--${size}`} role="img" aria-label={String(value)}>
    <svg viewBox="0 0 30 30" aria-hidden="true">
      <rect x="1" y="1" width="28" height="28" rx="6" />
      {(PIPS[value] ?? []).map((cell) => (
        <circle
          key={cell}
          cx={7 + (cell % 3) * 8}
          cy={7 + Math.floor(cell / 3) * 8}
          r="2.6"
          className={value === 1 || value === 4 ? 'lott-die__pip--red' : undefined}
        />
      ))}
    </svg>
  </span>
);
