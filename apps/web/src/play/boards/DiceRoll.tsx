import { useEffect, useState } from 'react';
import { useElapsed } from '../reveal';
import { t } from '../texts';

const rollText = (roll: number) => (roll / 100).toFixed(2);

/**
 * The roll (0.00 to 99.99) against the target: numbers tumble while the roll is drawn, then
 * the bar marks where it landed; below the target wins.
 */
export const DiceRoll = ({
  roll,
  target,
  busy,
  revealKey,
  ms,
}: {
  roll: number | null;
  target: number;
  busy: boolean;
  revealKey: string | null;
  ms: number;
}) => {
  const elapsed = useElapsed(revealKey, ms);
  const rolling = busy || elapsed < ms;
  const [tumble, setTumble] = useState(0);
  useEffect(() => {
    if (!rolling) return;
    const timer = setInterval(() => setTumble(Math.floor(Math.random() * 10_000)), 60);
    return () => clearInterval(timer);
  }, [rolling]);
  const shown = rolling ? tumble : roll;
  const wins = !rolling && roll !== null && roll < target * 100;
  return (
    <div className="dice" data-testid="dice-board">
      <output
        className={`dice__roll${rolling ? ' dice__roll--rolling' : ''}${
          !rolling && roll !== null ? (wins ? ' dice__roll--win' : ' dice__roll--lose') : ''
        }`}
        data-testid="dice-roll"
      >
        {shown === null ? '--.--' : rollText(shown)}
      </output>
      <div className="dice__bar" aria-hidden="true">
        <span className="dice__under" style={{ width: `${target}%` }} />
        {!rolling && roll !== null && (
          <span className="dice__marker" style={{ left: `${roll / 100}%` }} />
        )}
      </div>
      <p className="dice__caption">{t('rollUnder', { target: `${target}.00` })}</p>
    </div>
  );
};
