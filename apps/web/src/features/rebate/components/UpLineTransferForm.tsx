import { upLineTransferBody } from '@lotto/contract';
import { useState } from 'react';
import { wireAmount } from '../../../shared/form/amount';
import { accepts, say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, toastFailure, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { newRequestId } from '../../../shared/request-id';
import { formatMoney } from '../../../shared/session/balance';
import { toast } from '../../../shared/ui/toast';
import { useUpLineTransfer } from '../api';

type Values = { amount: string; paymentPassword: string };
const EMPTY: Values = { amount: '', paymentPassword: '' };

/**
 * Cash to the superior with the payment password, by the contract's body rules. One request id
 * per filled form: a retried submit transfers once.
 */
export const UpLineTransferForm = () => {
  const { t } = useTranslation();
  const transfer = useUpLineTransfer();
  const { busy, run } = useSubmitting();
  const [requestId, setRequestId] = useState(newRequestId);
  const schema = formSchema<keyof Values>({
    amount: accepts(upLineTransferBody.shape.amount, say('form.amountInvalid'), wireAmount),
    paymentPassword: accepts(
      upLineTransferBody.shape.paymentPassword,
      say('form.enterField', { field: t('rebate.paymentPassword') }),
    ),
  });
  const form = useSchemaForm<Values>(schema, EMPTY);

  const submit = run(async (values: Values) => {
    const amount = wireAmount(values.amount) ?? '';
    await transfer.mutateAsync({ amount, paymentPassword: values.paymentPassword, requestId });
    await toast.success(t('rebate.transferred', { amount: formatMoney(amount) }));
    form.reset(EMPTY);
    setRequestId(newRequestId());
  }, toastFailure);

  return (
    <form className="rebate-form" onSubmit={form.handleSubmit(submit)} noValidate>
      <FormField
        control={form.control}
        name="amount"
        label={t('rebate.transferAmount')}
        inputMode="decimal"
        placeholder={t('rebate.amountPlaceholder')}
        testId="upline-amount"
      />
      <FormField
        control={form.control}
        name="paymentPassword"
        label={t('rebate.paymentPassword')}
        type="password"
        placeholder={t('rebate.paymentPasswordPlaceholder')}
        testId="upline-password"
      />
      <p className="rebate-card__hint">{t('rebate.transferHint')}</p>
      <SubmitButton disabled={busy || !form.formState.isValid} testId="upline-submit">
        {t('rebate.transfer')}
      </SubmitButton>
    </form>
  );
};
