import { useTranslation } from '../../shared/i18n';
import { useJackpot } from './api';
import { glyphsOf, groupedAmount } from './digits';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Home's progressive jackpot: the currency symbol and digit wheels of the real pool. The first
 * face is the server's figure itself (never zeros rolling up to it); each later figure rolls the
 * wheels toward it (a CSS transition), and only figures the server answered are ever shown.
 */
export default function JackpotCounter() {
  const { t } = useTranslation();
  const { data, isPending } = useJackpot();
  const target = data ? groupedAmount(data.amount) : null;
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
          {glyphsOf(target).map((glyph) =>
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
