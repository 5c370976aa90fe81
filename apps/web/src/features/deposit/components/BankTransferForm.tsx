import { DEPOSIT_RECEIPT, type DepositChannel, depositBankFields } from '@lotto/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { wireAmount } from '../../../shared/form/amount';
import { accepts, say } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { ImagesField } from '../../../shared/form/ImagesField';
import { filesField, formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useCreateBank } from '../api';
import { AmountField, amountCheck } from './AmountField';
import { BankAccounts } from './BankAccounts';

const RECEIPT_RULES = { ...DEPOSIT_RECEIPT, imagesMax: 1 };
const REQUIRED = say('deposit.required');

type Values = { amount: string; depositorName: string; reference: string; receipt: File[] };

/** A bank transfer: pay into an account shown, then declare it with the receipt; it waits. */
export const BankTransferForm = (props: {
  channel: DepositChannel;
  quickAmounts: readonly string[];
  symbol: string;
  /** The first-deposit bonus the member picked, if any (BonusPicker). */
  promotionId?: number | undefined;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBank();
  const { busy, run } = useSubmitting();
  // The name and the reference by the rules the server parses them with (trimmed, 1 to 64).
  const schema = formSchema<keyof Values>({
    amount: amountCheck(props.channel, props.symbol),
    depositorName: accepts(depositBankFields.shape.depositorName, REQUIRED),
    reference: accepts(depositBankFields.shape.reference, REQUIRED),
    receipt: filesField((files) => (files.length ? [] : say('deposit.receiptMissing'))),
  });
  const form = useSchemaForm<Values>(schema, {
    amount: '',
    depositorName: '',
    reference: '',
    receipt: [],
  });

  const submit = run(async ({ amount, depositorName, reference, receipt }: Values) => {
    const [file] = receipt;
    if (!file) return;
    await create.mutateAsync({
      channelId: props.channel.id,
      amount: wireAmount(amount) ?? '',
      depositorName: depositorName.trim(),
      reference: reference.trim(),
      receipt: file,
      ...(props.promotionId === undefined ? {} : { promotionId: props.promotionId }),
    });
    void toast.success(t('deposit.sentBank'));
    navigate(paths.vouReport);
  });

  return (
    <form
      className="deposit-form"
      noValidate
      data-testid="deposit-bank-form"
      onSubmit={form.handleSubmit(submit)}
    >
      <BankAccounts accounts={props.channel.bankAccounts} />
      <AmountField
        control={form.control}
        name="amount"
        channel={props.channel}
        quickAmounts={props.quickAmounts}
        symbol={props.symbol}
      />
      <FormField
        control={form.control}
        name="depositorName"
        label={t('deposit.depositorName')}
        maxLength={DEPOSIT_RECEIPT.nameMaxLength}
        placeholder={t('deposit.depositorPlaceholder')}
        testId="deposit-depositor"
      />
      <FormField
        control={form.control}
        name="reference"
        label={t('deposit.reference')}
        maxLength={DEPOSIT_RECEIPT.referenceMaxLength}
        placeholder={t('deposit.referencePlaceholder')}
        testId="deposit-reference"
      />
      <ImagesField
        control={form.control}
        name="receipt"
        rules={RECEIPT_RULES}
        testId="deposit-receipt"
        texts={{
          label: t('deposit.receipt'),
          add: t('deposit.addReceipt'),
          remove: () => t('deposit.removeReceipt'),
          wrongType: t('deposit.receiptType'),
          tooLarge: t('deposit.receiptTooLarge'),
        }}
      />
      <SubmitButton disabled={busy || !props.channel.open} testId="deposit-submit">
        {t('deposit.submitBank')}
      </SubmitButton>
    </form>
  );
};
