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
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { localDateTime } from '../../../shared/dates';
import { toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Sheet } from '../../../shared/ui/Sheet';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import {
  responsibleKeys,
  useResponsible,
  useRestrict,
  useSetLimit,
  useSetRealityCheck,
} from '../api';
import '../responsible.css';

const DAY_MS = 24 * 60 * 60_000;
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const wireAmount = (text: string) => {
  const [whole = '0', cents = ''] = text.split('.');
  return `${whole}.${cents.padEnd(2, '0')}`;
};

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
      {editing && (
        <LimitSheet
          limit={limitOf(editing.kind, editing.period)}
          onClose={() => setEditing(null)}
        />
      )}
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

const LimitSheet = ({ limit, onClose }: { limit: PlayLimit | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSetLimit();
  const { busy, run } = useSubmitting();
  const [amount, setAmount] = useState(limit?.amount?.replace(/\.00$/, '') ?? '');
  if (!limit) return null;
  const valid = AMOUNT.test(amount) && Number(amount) > 0;
  const submit = run(async (value: string | null) => {
    const answer = await save.mutateAsync({
      kind: limit.kind,
      period: limit.period,
      amount: value,
    });
    const after = answer.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
    await toast.success(
      after?.pending ? t('responsible.limitPending') : t('responsible.limitSaved'),
    );
    onClose();
  }, toastFailure);
  const title = `${t(`responsible.${limit.kind}`)} · ${t(`responsible.${limit.period}`)}`;
  return (
    <Sheet title={title} onClose={onClose} testId="limit-sheet">
      <form
        className="responsible-form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (valid) void submit(wireAmount(amount));
        }}
      >
        <label className="responsible-field">
          <span>{t('responsible.amount')}</span>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
            data-testid="limit-amount"
          />
        </label>
        <p className="responsible-card__hint">{t('responsible.delayRule')}</p>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={busy || !valid}
          data-testid="limit-save"
        >
          {t('responsible.save')}
        </button>
        {limit.amount !== null && (
          <button
            type="button"
            className="button button--outline button--block"
            disabled={busy}
            onClick={() => void submit(null)}
            data-testid="limit-remove"
          >
            {t('responsible.remove')}
          </button>
        )}
      </form>
    </Sheet>
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

const BreakSheet = ({ body, onClose }: { body: RestrictBody; onClose: () => void }) => {
  const { t } = useTranslation();
  const restrict = useRestrict();
  const client = useQueryClient();
  const { busy, run } = useSubmitting();
  // Shown for the confirmation only; the server decides the exact end.
  const [shownAt] = useState(() => Date.now());
  const until =
    body.kind === 'timeout'
      ? shownAt + body.days * DAY_MS
      : new Date(shownAt).setMonth(new Date(shownAt).getMonth() + body.months);
  const confirm = run(async () => {
    await restrict.mutateAsync(body);
    await toast.success(t('responsible.started'));
    // The session has ended on the server: the next call is refused and the app signs out.
    await client.invalidateQueries({ queryKey: responsibleKeys.all });
  }, toastFailure);
  return (
    <Sheet title={t('responsible.confirmTitle')} onClose={onClose} testId="break-sheet">
      <div className="responsible-form">
        <p className="responsible-confirm">
          {t('responsible.confirmBody', { time: localDateTime(until) })}
        </p>
        <button
          type="button"
          className="button button--danger button--block"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="break-confirm"
        >
          {t('responsible.confirm')}
        </button>
        <button type="button" className="button button--outline button--block" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Sheet>
  );
};
