import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { useTranslation } from '../../shared/i18n';
import { formatMoney } from '../../shared/session/balance';
import { Sheet } from '../../shared/ui/Sheet';
import { useRealitySession } from './api';

const MINUTE = 60_000;

/**
 * The reality check: every N minutes since the session signed in (the member's choice on
 * /m/responsibleGaming), a modal with the time played and the session's net, from the server.
 * Mounted for a real member only (see RealityCheck); idle for members who chose off.
 */
export default function RealityCheckModal() {
  const { t } = useTranslation();
  const figures = useRealitySession(true);
  const [shown, setShown] = useState<{ minutes: number; net: string } | null>(null);
  const data = figures.data;
  const refetch = figures.refetch;
  useEffect(() => {
    if (!data || data.realityCheckMinutes === 0 || shown) return;
    const every = data.realityCheckMinutes * MINUTE;
    // The clock of the server's answer, carried forward by the phone's own.
    const offset = data.now - Date.now();
    const elapsed = Date.now() + offset - data.startedAt;
    const next = (Math.floor(elapsed / every) + 1) * every;
    const timer = window.setTimeout(async () => {
      const fresh = (await refetch()).data;
      if (!fresh) return;
      setShown({
        minutes: Math.round((fresh.now - fresh.startedAt) / MINUTE),
        net: fresh.net,
      });
    }, next - elapsed);
    return () => window.clearTimeout(timer);
  }, [data, shown, refetch]);
  if (!shown) return null;
  const close = () => setShown(null);
  return (
    <Sheet title={t('responsible.realityTitle')} onClose={close} testId="reality-modal">
      <div className="responsible-form">
        <p className="responsible-confirm">
          {t('responsible.realityPlayed', { minutes: shown.minutes })}
        </p>
        <p className="responsible-confirm">
          {t('responsible.realityNet')}: <strong>K {formatMoney(shown.net)}</strong>
        </p>
        <button type="button" className="button button--primary button--block" onClick={close}>
          {t('responsible.keepPlaying')}
        </button>
        <Link
          className="button button--outline button--block"
          to={paths.responsibleGaming}
          onClick={close}
        >
          {t('responsible.openSettings')}
        </Link>
      </div>
    </Sheet>
  );
}
