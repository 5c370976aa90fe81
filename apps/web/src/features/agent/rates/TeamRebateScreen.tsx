import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { siteDay } from '../home/site-clock';
import { useCommission } from './api';
import { IncomeTables } from './IncomeTables';
import { PRESETS, type Preset, rangeOf } from './income-range';
import './rates.css';

/**
 * /m/member/teamRebate (AGENTREBINC3): the commission the team earned the agent, paid once a
 * day for the day before, over a range of the site's days (last 7 days first).
 */
export default function TeamRebateScreen() {
  const { t } = useTranslation();
  const { site } = useSite();
  const today = siteDay(site.timeZone, Date.now());
  const [range, setRange] = useState(() => rangeOf('week', today));
  const [preset, setPreset] = useState<Preset | null>('week');
  const choose = (p: Preset) => {
    setPreset(p);
    setRange(rangeOf(p, today));
  };
  const setDay = (end: 'from' | 'to', value: string) => {
    setPreset(null);
    if (value) setRange((r) => ({ ...r, [end]: value }));
  };
  return (
    <section className="screen agent-rates" data-testid="team-rebate">
      <div className="income-presets">
        {PRESETS.map((p) => (
          <button
            type="button"
            key={p}
            className={`income-presets__item${preset === p ? ' is-active' : ''}`}
            aria-pressed={preset === p}
            onClick={() => choose(p)}
            data-testid={`income-preset-${p}`}
          >
            {t(`agentRates.presets.${p}`)}
          </button>
        ))}
      </div>
      <div className="income-range">
        <label>
          <span>{t('agentRates.from')}</span>
          <input
            type="date"
            value={range.from}
            max={today}
            onChange={(e) => setDay('from', e.target.value)}
          />
        </label>
        <label>
          <span>{t('agentRates.to')}</span>
          <input
            type="date"
            value={range.to}
            max={today}
            onChange={(e) => setDay('to', e.target.value)}
          />
        </label>
      </div>
      <Income from={range.from} to={range.to} />
    </section>
  );
}

const Income = ({ from, to }: { from: string; to: string }) => {
  const { t } = useTranslation();
  const query = useCommission(from, to);
  if (query.isError) {
    const off = query.error instanceof ApiError && query.error.code === 'function.not.available';
    return off ? (
      <p className="empty-state">{t('agentRates.incomeUnavailable')}</p>
    ) : (
      <ErrorRetry onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Spinner label={t('common.loading')} />;
  const data = query.data;
  return (
    <>
      <div className="agent-rates__card income-total">
        <span>{t('agentRates.incomeTotal')}</span>
        <strong data-testid="income-total">K {formatMoney(data.total)}</strong>
        <small>{t('agentRates.incomeStake', { amount: formatMoney(data.validStake) })}</small>
      </div>
      {data.days.length === 0 ? (
        <p className="empty-state" data-testid="income-empty">
          {t('agentRates.incomeEmpty')}
        </p>
      ) : (
        <IncomeTables data={data} />
      )}
    </>
  );
};
