import { useElapsed } from '../reveal';
import { BLUR_STRIP, ReelSymbol } from './symbols';

/** Before the first spin: a mixed line that pays nothing, so nothing reads as a win. */
const IDLE: string[][] = [
  ['cherry', 'seven', 'bell'],
  ['star', 'lemon', 'seven'],
  ['bar', 'diamond', 'cherry'],
];

/** When reel `i` of three stops, as a share of the reveal time. */
const stopShare = (i: number) => 0.5 + 0.25 * i;

/**
 * Three reels of three symbols, the middle row paying. They spin while the round is asked
 * for, then stop one after another on the symbols the vendor drew.
 */
export const SlotReels = ({
  reels,
  busy,
  revealKey,
  ms,
}: {
  reels: string[][] | null;
  busy: boolean;
  revealKey: string | null;
  ms: number;
}) => {
  const elapsed = useElapsed(revealKey, ms);
  const shown = reels ?? IDLE;
  return (
    <div className="slot" data-testid="slot-reels">
      {[0, 1, 2].map((i) => {
        const spinning = busy || elapsed < ms * stopShare(i);
        return (
          <div key={i} className={`slot__reel${spinning ? ' slot__reel--spin' : ''}`}>
            {spinning ? (
              <div className="slot__strip" aria-hidden="true">
                {[...BLUR_STRIP, ...BLUR_STRIP].map((name, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative strip
                  <span key={n} className="slot__cell">
                    <ReelSymbol name={name} />
                  </span>
                ))}
              </div>
            ) : (
              (shown[i] ?? []).slice(0, 3).map((name, row) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a reel are positions
                  key={row}
                  className={`slot__cell${row === 1 ? ' slot__cell--line' : ''}`}
                  data-testid={row === 1 ? 'slot-line-symbol' : undefined}
                >
                  <ReelSymbol name={name} />
                </span>
              ))
            )}
          </div>
        );
      })}
      <span className="slot__payline" aria-hidden="true" />
    </div>
  );
};
