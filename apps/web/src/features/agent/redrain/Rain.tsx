import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n';

/** How many envelopes fall at once: enough to tap easily, few enough for a cheap phone. */
const ENVELOPES = 9;

/** Each envelope's lane, delay and fall time, fixed so the rain looks the same on each render. */
const DROPS = Array.from({ length: ENVELOPES }, (_, i) => ({
  left: `${4 + ((i * 37) % 84)}%`,
  delay: `${((i * 0.73) % 3).toFixed(2)}s`,
  duration: `${(4 + ((i * 1.3) % 2.5)).toFixed(2)}s`,
}));

/**
 * The falling envelopes: each is a button (any one opens the member's envelope of the round).
 * With reduced motion they stand still in rows.
 */
export const Rain = ({ onOpen, busy }: { onOpen: () => void; busy: boolean }) => {
  const { t } = useTranslation();
  return (
    <ul className="rain" data-testid="rain">
      {DROPS.map((drop, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the drops are a fixed list
          key={i}
          className="rain__drop"
          style={
            {
              '--rain-left': drop.left,
              '--rain-delay': drop.delay,
              '--rain-duration': drop.duration,
            } as CSSProperties
          }
        >
          <button
            type="button"
            className="rain__envelope"
            aria-label={t('redRain.envelope')}
            disabled={busy}
            onClick={onOpen}
            data-testid="rain-envelope"
          >
            <span aria-hidden="true" className="rain__seal">
              福
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
};
