import { climbAt, useElapsed } from '../reveal';
import { t } from '../texts';

const W = 300;
const H = 120;
const times = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * The multiplier climbs from 1.00x and stops at the crash point; the dashed line is the
 * player's cash-out target, reached (a win) when the climb passes it.
 */
export const CrashMeter = ({
  point,
  cashOut,
  busy,
  revealKey,
  ms,
}: {
  point: number | null;
  cashOut: number;
  busy: boolean;
  revealKey: string | null;
  ms: number;
}) => {
  const elapsed = useElapsed(revealKey, ms);
  const climbing = busy || (point !== null && elapsed < ms);
  const now = point === null || busy ? 100 : climbAt(point, elapsed, ms);
  const top = Math.max(point ?? 200, cashOut) * 1.15;
  const yOf = (m: number) => H - 4 - ((m - 100) / (top - 100)) * (H - 12);
  const steps = 24;
  const share = ms > 0 && point !== null ? Math.min(1, elapsed / ms) : 1;
  const curve = Array.from({ length: steps + 1 }, (_, i) => {
    const at = (i / steps) * share;
    const m = point === null || busy ? 100 : climbAt(point, at * ms, ms);
    return `${((i / steps) * share * W).toFixed(1)},${yOf(m).toFixed(1)}`;
  }).join(' ');
  const crashed = point !== null && !climbing;
  const reached = now >= cashOut;
  return (
    <div className="crash" data-testid="crash-board">
      <svg
        className="crash__chart"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line x1="0" x2={W} y1={yOf(cashOut)} y2={yOf(cashOut)} className="crash__target" />
        {point !== null && !busy && <polyline points={curve} className="crash__curve" />}
      </svg>
      <output
        className={`crash__value${crashed ? (reached ? ' crash__value--win' : ' crash__value--lose') : ''}`}
        data-testid="crash-value"
      >
        {times(now)}×
      </output>
      <p className="crash__caption">
        {crashed ? t('crashedAt', { point: times(point) }) : `${t('cashOutAt')} ${times(cashOut)}×`}
      </p>
    </div>
  );
};
