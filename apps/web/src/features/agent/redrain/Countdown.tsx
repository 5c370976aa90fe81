import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** Hours, minutes and seconds to `target` (epoch ms on the server's clock), with days past 24 h. */
const partsOf = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
};

/**
 * A countdown to an instant of the server's clock (`offset`: server minus phone); `onDone` once
 * it reaches zero, so the screen asks for the round again. Read out politely, not each second.
 */
export const Countdown = ({
  label,
  target,
  offset,
  onDone,
}: {
  label: string;
  target: number;
  offset: number;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offset), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  const left = target - now;
  const done = left <= 0;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  const { days, clock } = partsOf(left);
  return (
    <div className="rain-countdown" data-testid="rain-countdown">
      <p className="rain-countdown__label">{label}</p>
      <p className="rain-countdown__time" role="timer" aria-live="off">
        {days > 0 && <span>{t('redRain.days', { days })} </span>}
        {clock}
      </p>
    </div>
  );
};
