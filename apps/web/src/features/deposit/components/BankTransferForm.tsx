import { DEPOSIT_RECEIPT, type DepositChannel } from '@lotto/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { ImagePicker } from '../../../shared/ui/image-picker/ImagePicker';
import { toast } from '../../../shared/ui/toast';
import { useCreateBank } from '../api';
import { amountOf } from '../money';
import { AmountField, amountProblem } from './AmountField';
import { BankAccounts } from './BankAccounts';

const RECEIPT_RULES = { ...DEPOSIT_RECEIPT, imagesMax: 1 };

/** A bank transfer: pay into an account shown, then declare it with the receipt; it waits. */
export const BankTransferForm = (props: {
  channel: DepositChannel;
  quickAmounts: readonly string[];
  symbol: string;
  /** The first-deposit bonus the member picked, if any (BonusPicker). */
  promotionId?: number | undefined;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateBank();
  const { busy, run } = useSubmitting();
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const amountError = tried ? amountProblem(props.channel, amount, t, props.symbol) : '';
  const nameError = tried && name.trim() === '';
  const referenceError = tried && reference.trim() === '';
  const receiptError = tried && receipt.length === 0;

  const submit = run(async () => {
    setTried(true);
    const valid = amountOf(amount);
    const [file] = receipt;
    if (amountProblem(props.channel, amount, t, props.symbol) || !valid || !file) return;
    if (name.trim() === '' || reference.trim() === '') return;
    await create.mutateAsync({
      channelId: props.channel.id,
      amount: valid,
      depositorName: name.trim(),
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
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <BankAccounts accounts={props.channel.bankAccounts} />
      <AmountField
        channel={props.channel}
        quickAmounts={props.quickAmounts}
        symbol={props.symbol}
        value={amount}
        onChange={setAmount}
        error={amountError}
      />
      <div className={`deposit-field${nameError ? ' is-invalid' : ''}`}>
        <label className="deposit-field__label" htmlFor={`${id}-name`}>
          {t('deposit.depositorName')}
        </label>
        <input
          id={`${id}-name`}
          className="deposit-input"
          maxLength={DEPOSIT_RECEIPT.nameMaxLength}
          placeholder={t('deposit.depositorPlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameError}
          data-testid="deposit-depositor"
        />
        {nameError && <p className="deposit-field__error">{t('deposit.required')}</p>}
      </div>
      <div className={`deposit-field${referenceError ? ' is-invalid' : ''}`}>
        <label className="deposit-field__label" htmlFor={`${id}-reference`}>
          {t('deposit.reference')}
        </label>
        <input
          id={`${id}-reference`}
          className="deposit-input"
          maxLength={DEPOSIT_RECEIPT.referenceMaxLength}
          placeholder={t('deposit.referencePlaceholder')}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          aria-invalid={referenceError}
          data-testid="deposit-reference"
        />
        {referenceError && <p className="deposit-field__error">{t('deposit.required')}</p>}
      </div>
      <div className="deposit-field">
        <ImagePicker
          rules={RECEIPT_RULES}
          images={receipt}
          onChange={setReceipt}
          testId="deposit-receipt"
          texts={{
            label: t('deposit.receipt'),
            add: t('deposit.addReceipt'),
            remove: () => t('deposit.removeReceipt'),
            wrongType: t('deposit.receiptType'),
            tooLarge: t('deposit.receiptTooLarge'),
          }}
        />
        {receiptError && (
          <p className="deposit-field__error" role="alert">
            {t('deposit.receiptMissing')}
          </p>
        )}
      </div>
      <SubmitButton disabled={busy || !props.channel.open} testId="deposit-submit">
        {t('deposit.submitBank')}
      </SubmitButton>
    </form>
  );
};
