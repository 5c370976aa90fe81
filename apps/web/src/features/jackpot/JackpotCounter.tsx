import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useJackpot } from './api';
import { glyphsOf, groupedAmount, zeroedAmount } from './digits';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The face the counter shows: zeros first, then the server's figure one frame later (so the
 * wheels roll in), then each new figure as it arrives: the wheels roll toward it. It only
 * ever shows figures the server answered, so it never shows more than the pool.
 */
const useRollingFace = (target: string | null): string | null => {
  const [face, setFace] = useState<string | null>(null);
  const rolledIn = useRef(false);
  useEffect(() => {
    if (target === null) return;
    if (rolledIn.current) {
      setFace(target);
      return;
    }
    setFace(zeroedAmount(target));
    // Two frames: the zeros are painted before the wheels start toward the figure.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        rolledIn.current = true;
        setFace(target);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return face;
};

/** Home's progressive jackpot: the currency symbol and rolling digits of the real pool. */
export default function JackpotCounter() {
  const { t } = useTranslation();
  const { data, isPending } = useJackpot();
  const target = data ? groupedAmount(data.amount) : null;
  const face = useRollingFace(target);
  // While the figure loads, the frame keeps holding the counter's place (as the lazy fallback
  // did), so nothing below it jumps up and back down.
  if (isPending) return <div className="jackpot jackpot--pending" aria-hidden="true" />;
  if (!data || target === null) return null;
  return (
    <section className="jackpot" data-testid="jackpot" aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="jackpot__figure" data-testid="jackpot-figure" data-amount={data.amount}>
        <span className="visually-hidden">{`${data.currencySymbol} ${target}`}</span>
        <span className="jackpot__face" aria-hidden="true">
          <span className="jackpot__symbol">{data.currencySymbol}</span>
          {glyphsOf(face ?? zeroedAmount(target)).map((glyph) =>
            glyph.kind === 'digit' ? (
              <span key={glyph.key} className="jackpot__wheel">
                <span
                  className="jackpot__strip"
                  style={{ transform: `translateY(${-glyph.value * 10}%)` }}
                >
                  {DIGITS.map((d) => (
                    <span key={d}>{d}</span>
                  ))}
                </span>
              </span>
            ) : (
              <span key={glyph.key} className="jackpot__mark">
                {glyph.char}
              </span>
            ),
          )}
        </span>
      </p>
      <p className="jackpot__caption">{t('jackpot.caption')}</p>
    </section>
  );
}
