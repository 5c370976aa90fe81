import { parseMinor, requestWithdrawalBody, type WithdrawOverview } from '@lotto/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { wireAmount } from '../../../shared/form/amount';
import { accepts, type Check, say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { newRequestId } from '../../../shared/request-id';
import { formatMoney } from '../../../shared/session/balance';
import { toast } from '../../../shared/ui/toast';
import { useRequestWithdrawal } from '../api';
import { blockedReason, WithdrawBlocked } from './WithdrawBlocked';

type Values = { amount: string; paymentPassword: string };

/** A positive amount the contract takes, within the member's limits (the server checks again). */
const amountCheck = ({ min, max }: WithdrawOverview['limits']): Check => {
  const range = say('withdraw.limitRange', { min: formatMoney(min), max: formatMoney(max) });
  const wire = accepts(requestWithdrawalBody.shape.amount, range, wireAmount);
  return (typed) => {
    const minor = parseMinor(wireAmount(typed) ?? '') ?? 0;
    const within = minor >= (parseMinor(min) ?? 0) && minor <= (parseMinor(max) ?? 0);
    return within ? wire(typed) : range;
  };
};

/** Amount and payment password; the server checks limits, turnover and the password again. */
export const RequestForm = (props: { view: WithdrawOverview; accountId: number | null }) => {
  const { view, accountId } = props;
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const request = useRequestWithdrawal();
  const { busy, run } = useSubmitting();
  // One per form: a retried or doubled submit holds the money once (the screen leaves on success).
  const [requestId] = useState(newRequestId);
  const schema = formSchema<keyof Values>({
    amount: amountCheck(view.limits),
    paymentPassword: accepts(
      requestWithdrawalBody.shape.paymentPassword,
      say('form.enterField', { field: t('withdraw.paymentPassword') }),
    ),
  });
  const form = useSchemaForm<Values>(schema, { amount: '', paymentPassword: '' });
  const blocked = blockedReason(view) !== null;
  const { min, max } = view.limits;

  const submit = run(async (values: Values) => {
    if (accountId === null) return;
    await request.mutateAsync({
      accountId,
      amount: wireAmount(values.amount) ?? '',
      paymentPassword: values.paymentPassword,
      requestId,
    });
    void toast.success(t('withdraw.requested'));
    navigate(paths.withdrawReport);
  });

  const all = (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() => form.setValue('amount', view.withdrawable, { shouldValidate: true })}
    >
      {t('withdraw.all')}
    </button>
  );
  const limits = (
    <p className="withdraw-note">
      {t('withdraw.limitRange', { min: formatMoney(min), max: formatMoney(max) })}
      {view.limits.countLeft !== null && view.limits.amountLeft !== null && (
        <>
          {' · '}
          {t('withdraw.limitToday', {
            count: view.limits.countLeft,
            amount: formatMoney(view.limits.amountLeft),
          })}
        </>
      )}
    </p>
  );

  return (
    <form
      className="withdraw-card withdraw-form"
      noValidate
      data-testid="withdraw-request"
      onSubmit={form.handleSubmit(submit)}
    >
      <FormField
        control={form.control}
        name="amount"
        label={t('withdraw.amount')}
        inputMode="decimal"
        placeholder={t('withdraw.amountPlaceholder', {
          min: formatMoney(min),
          max: formatMoney(max),
        })}
        suffix={all}
        note={limits}
        testId="withdraw-amount"
      />
      <FormField
        control={form.control}
        name="paymentPassword"
        label={t('withdraw.paymentPassword')}
        type="password"
        inputMode="numeric"
        disabled={!view.paymentPasswordSet}
        testId="withdraw-payment-password"
      />
      <WithdrawBlocked view={view} id={`${id}-blocked`} />
      <SubmitButton
        disabled={busy || blocked || accountId === null || !form.formState.isValid}
        testId="withdraw-submit"
        describedBy={blocked ? `${id}-blocked` : undefined}
      >
        {t('withdraw.submit')}
      </SubmitButton>
    </form>
  );
};
