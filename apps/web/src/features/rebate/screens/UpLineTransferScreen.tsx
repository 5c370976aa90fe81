import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { newRequestId } from '../../../shared/request-id';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useUpLine, useUpLineTransfer } from '../api';
import '../rebate.css';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
/** "12.5" as the wire's "12.50". */
const wireAmount = (text: string) => {
  const [whole = '0', cents = ''] = text.split('.');
  return `${whole}.${cents.padEnd(2, '0')}`;
};

/**
 * /m/upLine/transfer (AGETRANSFERUP3): cash to the superior with the payment password. One
 * request id per filled form: a retried submit transfers once.
 */
export default function UpLineTransferScreen() {
  const { t } = useTranslation();
  const query = useUpLine();
  const transfer = useUpLineTransfer();
  const { busy, run } = useSubmitting();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError || !query.data) {
    const refused = query.error instanceof ApiError;
    return (
      <section className="screen rebate" data-testid="upline-transfer">
        {refused ? (
          <p className="empty-state" data-testid="upline-refused">
            {failureText(query.error)}
          </p>
        ) : (
          <ErrorRetry onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }
  const validAmount = AMOUNT.test(amount) && Number(amount) > 0;
  const onSubmit = run(async (event: FormEvent) => {
    event.preventDefault();
    const answer = await transfer.mutateAsync({
      amount: wireAmount(amount),
      paymentPassword: password,
      requestId,
    });
    await toast.success(t('rebate.transferred', { amount: formatMoney(wireAmount(amount)) }));
    setAmount('');
    setPassword('');
    setRequestId(newRequestId());
    void answer;
  }, toastFailure);
  return (
    <section className="screen rebate" data-testid="upline-transfer">
      <div className="rebate-card">
        <span className="rebate-card__label">
          {t('rebate.transferTo', { upline: query.data.upline })}
        </span>
        <span className="rebate-card__hint">{t('rebate.available')}</span>
        <strong className="rebate-card__amount" data-testid="upline-balance">
          K {formatMoney(query.data.balance)}
        </strong>
      </div>
      <form className="rebate-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="rebate-field">
          <span>{t('rebate.transferAmount')}</span>
          <input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
            placeholder={t('rebate.amountPlaceholder')}
            aria-invalid={amount !== '' && !validAmount}
            data-testid="upline-amount"
          />
        </label>
        {amount !== '' && !validAmount && (
          <p className="rebate-field__error">{t('rebate.amountInvalid')}</p>
        )}
        <label className="rebate-field">
          <span>{t('rebate.paymentPassword')}</span>
          <input
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder={t('rebate.paymentPasswordPlaceholder')}
            data-testid="upline-password"
          />
        </label>
        <p className="rebate-card__hint">{t('rebate.transferHint')}</p>
        <SubmitButton disabled={busy || !validAmount || password === ''} testId="upline-submit">
          {t('rebate.transfer')}
        </SubmitButton>
      </form>
    </section>
  );
}
