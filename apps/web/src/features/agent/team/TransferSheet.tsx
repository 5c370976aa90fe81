import { useState } from 'react';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { Sheet } from '../../../shared/ui/Sheet';
import { toast } from '../../../shared/ui/toast';
import { useTransfer } from './api';

export interface Picked {
  memberId: number;
  username: string;
}

/** "10" or "10.5" as "10.00" / "10.50"; null when it is no amount above 0. */
export const amountOf = (text: string): string | null => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const amount = `${Number(match[1])}.${(match[2] ?? '').padEnd(2, '0')}`;
  return /^0\.00$/.test(amount) ? null : amount;
};

/** Sum of amounts in cents, as a string with 2 decimals (integers only: no float money). */
const totalOf = (amounts: readonly (string | null)[]) => {
  const cents = amounts.reduce((n, a) => n + (a ? Number(a.replace('.', '')) : 0), 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/**
 * The transfer sheet: one amount per member picked, the total, and the payment password that
 * confirms it. One request id per opened sheet, so a retried tap transfers once.
 */
export const TransferSheet = ({
  picked,
  onClose,
  onDone,
}: {
  picked: Picked[];
  onClose: () => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const transfer = useTransfer();
  const { busy, run } = useSubmitting();
  const [requestId] = useState(() => crypto.randomUUID());
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [password, setPassword] = useState('');
  const amounts = picked.map((p) => amountOf(texts[p.memberId] ?? ''));
  const ready = amounts.every((a) => a !== null) && password !== '';
  const submit = run(async () => {
    const items = picked.map((p, i) => ({ memberId: p.memberId, amount: amounts[i] ?? '' }));
    await transfer({ items, paymentPassword: password, requestId });
    await toast.success(t('agentOps.transfer.done', { amount: formatMoney(totalOf(amounts)) }));
    onDone();
  });
  return (
    <Sheet title={t('agentOps.transfer.title')} onClose={onClose} testId="transfer-sheet">
      <form
        className="team-transfer"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void submit();
        }}
      >
        {picked.map((p, i) => (
          <label key={p.memberId} className="team-field">
            <span>{t('agentOps.transfer.amountFor', { name: p.username })}</span>
            <input
              className="team-input"
              inputMode="decimal"
              placeholder={t('agentOps.transfer.amountHint')}
              value={texts[p.memberId] ?? ''}
              aria-invalid={(texts[p.memberId] ?? '') !== '' && amounts[i] === null}
              data-testid={`transfer-amount-${p.username}`}
              onChange={(event) => setTexts({ ...texts, [p.memberId]: event.target.value })}
            />
          </label>
        ))}
        <p className="team-transfer__total">
          {t('agentOps.transfer.total')}: <strong>{formatMoney(totalOf(amounts))}</strong>
        </p>
        <label className="team-field">
          <span>{t('agentOps.transfer.paymentPassword')}</span>
          <input
            className="team-input"
            type="password"
            autoComplete="off"
            value={password}
            data-testid="transfer-password"
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <SubmitButton disabled={!ready || busy} testId="transfer-submit">
          {t('agentOps.transfer.confirm')}
        </SubmitButton>
      </form>
    </Sheet>
  );
};
