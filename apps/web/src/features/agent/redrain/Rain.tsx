import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n';

/** How many envelopes fall at once: enough to tap easily, few enough for a cheap phone. */
const ENVELOPES = 9;

/**
 * Each envelope's lane, resting height, fall time and how far into its fall it starts (a
 * negative delay: the sky is full at once), fixed so the rain looks the same on each render.
 * Where animation stops (a still screenshot), each rests at its own height.
 */
const DROPS = Array.from({ length: ENVELOPES }, (_, i) => ({
  left: `${4 + ((i * 37) % 84)}%`,
  top: `${170 + ((i * 83) % 260)}px`,
  delay: `-${((i * 0.73) % 3).toFixed(2)}s`,
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
              '--rain-top': drop.top,
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
            <span aria-hidden="true" className="rain__seal" />
          </button>
        </li>
      ))}
    </ul>
  );
};
