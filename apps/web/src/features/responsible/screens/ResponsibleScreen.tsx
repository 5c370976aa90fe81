import {
  EXCLUSION_MONTHS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type PlayLimit,
  REALITY_CHECK_MINUTES,
  type RestrictBody,
  TIMEOUT_DAYS,
} from '@lotto/contract';
import { useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useResponsible, useSetRealityCheck } from '../api';
import { BreakSheet } from '../components/BreakSheet';
import { LimitSheet } from '../components/LimitSheet';
import '../responsible.css';

/**
 * /m/responsibleGaming (from the security centre): deposit and loss limits, the reality check,
 * and a time-out or self-exclusion, which signs the member out at once.
 */
export default function ResponsibleScreen() {
  const { t } = useTranslation();
  const query = useResponsible();
  const [editing, setEditing] = useState<{ kind: LimitKind; period: LimitPeriod } | null>(null);
  const [breakAsked, setBreakAsked] = useState<RestrictBody | null>(null);
  const data = query.data;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !data) return <ErrorRetry onRetry={() => void query.refetch()} />;
  const limitOf = (kind: LimitKind, period: LimitPeriod) =>
    data.limits.find((l) => l.kind === kind && l.period === period);
  const editingLimit = editing && limitOf(editing.kind, editing.period);
  return (
    <section className="screen responsible" data-testid="responsible">
      <p className="responsible__intro">{t('responsible.intro')}</p>
      {data.restriction && (
        <p className="responsible__restricted" role="status" data-testid="responsible-restricted">
          {t('responsible.restricted', {
            time: localDateTime(data.restriction.until),
            kind: t(`responsible.${data.restriction.kind}`),
          })}
        </p>
      )}
      <h2 className="responsible__title">{t('responsible.limits')}</h2>
      {LIMIT_KINDS.map((kind) => (
        <div key={kind} className="responsible-card" data-testid={`limits-${kind}`}>
          <h3 className="responsible-card__title">{t(`responsible.${kind}`)}</h3>
          <ul className="responsible-limits">
            {LIMIT_PERIODS.map((period) => {
              const limit = limitOf(kind, period);
              return limit ? (
                <LimitRow key={period} limit={limit} onEdit={() => setEditing({ kind, period })} />
              ) : null;
            })}
          </ul>
        </div>
      ))}
      <p className="responsible__note">{t('responsible.delayRule')}</p>
      <RealityCheck minutes={data.realityCheckMinutes} />
      <h2 className="responsible__title">{t('responsible.breakTitle')}</h2>
      <div className="responsible-card">
        <h3 className="responsible-card__title">{t('responsible.timeout')}</h3>
        <p className="responsible-card__hint">{t('responsible.timeoutHint')}</p>
        <div className="responsible-chips">
          {TIMEOUT_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="responsible-chip"
              onClick={() => setBreakAsked({ kind: 'timeout', days })}
              data-testid={`timeout-${days}`}
            >
              {days === 1 ? t('responsible.oneDay') : t('responsible.days', { count: days })}
            </button>
          ))}
        </div>
        <h3 className="responsible-card__title">{t('responsible.exclusion')}</h3>
        <p className="responsible-card__hint">{t('responsible.exclusionHint')}</p>
        <div className="responsible-chips">
          {EXCLUSION_MONTHS.map((months) => (
            <button
              key={months}
              type="button"
              className="responsible-chip responsible-chip--danger"
              onClick={() => setBreakAsked({ kind: 'exclusion', months })}
              data-testid={`exclusion-${months}`}
            >
              {t('responsible.months', { count: months })}
            </button>
          ))}
        </div>
      </div>
      {editingLimit && <LimitSheet limit={editingLimit} onClose={() => setEditing(null)} />}
      {breakAsked && <BreakSheet body={breakAsked} onClose={() => setBreakAsked(null)} />}
    </section>
  );
}

const LimitRow = ({ limit, onEdit }: { limit: PlayLimit; onEdit: () => void }) => {
  const { t } = useTranslation();
  const id = `${limit.kind}-${limit.period}`;
  return (
    <li className="responsible-limit" data-testid={`limit-${id}`}>
      <div className="responsible-limit__text">
        <span className="responsible-limit__period">{t(`responsible.${limit.period}`)}</span>
        <strong className="responsible-limit__amount" data-testid={`limit-${id}-amount`}>
          {limit.amount === null ? t('responsible.noLimit') : `K ${formatMoney(limit.amount)}`}
        </strong>
        <span className="responsible-limit__used">
          {limit.amount === null
            ? t('responsible.usedNoLimit', { used: formatMoney(limit.used) })
            : t('responsible.used', {
                used: formatMoney(limit.used),
                limit: formatMoney(limit.amount),
              })}
        </span>
        {limit.pending && (
          <span className="responsible-limit__pending" data-testid={`limit-${id}-pending`}>
            {t('responsible.pending', {
              amount:
                limit.pending.amount === null
                  ? t('responsible.noLimit')
                  : `K ${formatMoney(limit.pending.amount)}`,
              time: localDateTime(limit.pending.from),
            })}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--outline button--small"
        onClick={onEdit}
        aria-label={`${t('responsible.edit')}: ${t(`responsible.${limit.kind}`)} ${t(`responsible.${limit.period}`)}`}
        data-testid={`limit-${id}-edit`}
      >
        {t('responsible.edit')}
      </button>
    </li>
  );
};

const RealityCheck = ({ minutes }: { minutes: number }) => {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const { busy, run } = useSubmitting();
  const choose = run(async (value: (typeof REALITY_CHECK_MINUTES)[number]) => {
    await save.mutateAsync(value);
    await toast.success(t('responsible.realitySaved'));
  }, toastFailure);
  return (
    <div className="responsible-card" data-testid="reality-check">
      <h3 className="responsible-card__title">{t('responsible.realityCheck')}</h3>
      <p className="responsible-card__hint">{t('responsible.realityHint')}</p>
      <div className="responsible-chips">
        {REALITY_CHECK_MINUTES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === minutes}
            disabled={busy}
            className={`responsible-chip${m === minutes ? ' responsible-chip--on' : ''}`}
            onClick={() => void choose(m)}
            data-testid={`reality-${m}`}
          >
            {m === 0 ? t('responsible.realityOff') : t('responsible.realityEvery', { minutes: m })}
          </button>
        ))}
      </div>
    </div>
  );
};
