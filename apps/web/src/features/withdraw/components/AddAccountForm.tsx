import { WITHDRAWAL_ACCOUNT_FIELDS, type WithdrawalBank } from '@lotto/contract';
import { useId, useState } from 'react';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useAddAccount } from '../api';

/**
 * Adds a bank card or e-wallet: a bank of the site's list, its account number (digits, as many
 * as that bank's numbers have) and the holder, who must be the member's payee name; the first
 * card sets that name.
 */
export const AddAccountForm = (props: {
  banks: WithdrawalBank[];
  payeeName: string | null;
  onAdded: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddAccount();
  const { busy, run } = useSubmitting();
  const [bankId, setBankId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState(props.payeeName ?? '');
  const bank = props.banks.find((b) => b.id === bankId);
  const digits = number.replace(/[\s-]/g, '');
  const ready =
    bank !== undefined &&
    /^\d+$/.test(digits) &&
    digits.length >= bank.minDigits &&
    digits.length <= bank.maxDigits &&
    payee.trim().length > 0;
  const hint = bank
    ? bank.minDigits === bank.maxDigits
      ? t('withdraw.accountNumberExact', { count: bank.minDigits })
      : t('withdraw.accountNumberHint', { min: bank.minDigits, max: bank.maxDigits })
    : '';

  const submit = run(async () => {
    if (!bank || !ready) return;
    const added = await add.mutateAsync({
      bankId: bank.id,
      accountNumber: digits,
      payeeName: payee.trim(),
    });
    void toast.success(t('withdraw.added'));
    props.onAdded(added.id);
  });

  return (
    <form
      className="withdraw-form"
      noValidate
      data-testid="withdraw-add-account"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="withdraw-banks">
        <legend className="field__label">{t('withdraw.bank')}</legend>
        {props.banks.map((b) => (
          <label key={b.id} className={`withdraw-banks__chip${bankId === b.id ? ' is-on' : ''}`}>
            <input
              type="radio"
              name={`${id}-bank`}
              value={b.id}
              checked={bankId === b.id}
              onChange={() => setBankId(b.id)}
              data-testid={`withdraw-bank-${b.code}`}
            />
            <span className="withdraw-banks__name">{b.name}</span>
            <span className="withdraw-banks__kind">{t(`withdraw.bankKinds.${b.kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-number`}>
          {t('withdraw.accountNumber')}
        </label>
        <div className="field__control">
          <input
            id={`${id}-number`}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={WITHDRAWAL_ACCOUNT_FIELDS.accountNumberMax}
            value={number}
            placeholder={hint}
            onChange={(event) => setNumber(event.target.value)}
            data-testid="withdraw-account-number"
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-payee`}>
          {t('withdraw.payeeName')}
        </label>
        <div className="field__control">
          <input
            id={`${id}-payee`}
            className="field__input"
            autoComplete="name"
            maxLength={WITHDRAWAL_ACCOUNT_FIELDS.payeeNameMax}
            value={payee}
            readOnly={props.payeeName !== null}
            onChange={(event) => setPayee(event.target.value)}
            data-testid="withdraw-payee-name"
          />
        </div>
        <p className="withdraw-note">
          {props.payeeName === null ? t('withdraw.payeeNameFirst') : t('withdraw.payeeNameFixed')}
        </p>
      </div>
      <SubmitButton disabled={!ready || busy} testId="withdraw-add-account-submit">
        {t('withdraw.save')}
      </SubmitButton>
    </form>
  );
};
