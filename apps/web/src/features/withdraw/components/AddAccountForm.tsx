import { addAccountBody, WITHDRAWAL_ACCOUNT_FIELDS, type WithdrawalBank } from '@lotto/contract';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { accepts, type Check, say } from '../../../shared/form/checks';
import { FieldMessages, FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { SubmitButton, useSubmitting } from '../../../shared/form/submitting';
import { useRecheck, useSchemaForm } from '../../../shared/form/use-schema-form';
import { type TextKey, useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useAddAccount } from '../api';

type Values = { bankId: string; accountNumber: string; payeeName: string };

/** The number as it travels: spaces and dashes typed between groups dropped. */
const digitsOf = (typed: string) => typed.replace(/[\s-]/g, '');

/** How many digits the bank's numbers have, said as the field's hint and its message. */
const digitsHint = (bank: WithdrawalBank | undefined): [TextKey, Record<string, number>] | null => {
  if (!bank) return null;
  return bank.minDigits === bank.maxDigits
    ? ['withdraw.accountNumberExact', { count: bank.minDigits }]
    : ['withdraw.accountNumberHint', { min: bank.minDigits, max: bank.maxDigits }];
};

/** Digits only, as many as the bank's numbers have, within the contract's length. */
const accountNumberCheck = (bank: WithdrawalBank | undefined): Check => {
  const hint = digitsHint(bank);
  if (!bank || !hint) return () => [];
  const wrong = say(...hint);
  const wire = accepts(addAccountBody.shape.accountNumber, wrong, digitsOf);
  return (typed) => {
    const digits = digitsOf(typed);
    const fits = /^\d+$/.test(digits) && digits.length >= bank.minDigits;
    return fits && digits.length <= bank.maxDigits ? wire(typed) : wrong;
  };
};

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
  const add = useAddAccount();
  const { busy, run } = useSubmitting();
  const bankOf = (id: string) => props.banks.find((b) => String(b.id) === id);
  const schema = formSchema<keyof Values>(
    {
      bankId: (id) => (bankOf(id) ? [] : say('withdraw.chooseBank')),
      payeeName: accepts(
        addAccountBody.shape.payeeName,
        say('form.enterField', { field: t('withdraw.payeeName') }),
      ),
    },
    [],
    (values) => ({
      accountNumber: accountNumberCheck(bankOf(values.bankId))(values.accountNumber),
    }),
  );
  const form = useSchemaForm<Values>(schema, {
    bankId: '',
    accountNumber: '',
    payeeName: props.payeeName ?? '',
  });
  // The number's rule is the bank's: it is judged again when another bank is picked.
  useRecheck(form, 'bankId', 'accountNumber');
  const hint = digitsHint(bankOf(form.watch('bankId')));

  const submit = run(async (values: Values) => {
    const body = addAccountBody.parse({
      bankId: Number(values.bankId),
      accountNumber: digitsOf(values.accountNumber),
      payeeName: values.payeeName,
    });
    const added = await add.mutateAsync(body);
    void toast.success(t('withdraw.added'));
    props.onAdded(added.id);
  });

  return (
    <form
      className="withdraw-form"
      noValidate
      data-testid="withdraw-add-account"
      onSubmit={form.handleSubmit(submit)}
    >
      <BankChips banks={props.banks} control={form.control} />
      <FormField
        control={form.control}
        name="accountNumber"
        label={t('withdraw.accountNumber')}
        inputMode="numeric"
        maxLength={WITHDRAWAL_ACCOUNT_FIELDS.accountNumberMax}
        placeholder={hint ? t(...hint) : ''}
        testId="withdraw-account-number"
      />
      <FormField
        control={form.control}
        name="payeeName"
        label={t('withdraw.payeeName')}
        autoComplete="name"
        maxLength={WITHDRAWAL_ACCOUNT_FIELDS.payeeNameMax}
        readOnly={props.payeeName !== null}
        testId="withdraw-payee-name"
        note={
          <p className="withdraw-note">
            {props.payeeName === null ? t('withdraw.payeeNameFirst') : t('withdraw.payeeNameFixed')}
          </p>
        }
      />
      <SubmitButton disabled={busy || !form.formState.isValid} testId="withdraw-add-account-submit">
        {t('withdraw.save')}
      </SubmitButton>
    </form>
  );
};

/** The site's banks and e-wallets as chips; the one picked is the field's value. */
const BankChips = ({ banks, control }: { banks: WithdrawalBank[]; control: Control<Values> }) => {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ control, name: 'bankId' });
  return (
    <fieldset className="withdraw-banks">
      <legend className="field__label">{t('withdraw.bank')}</legend>
      {banks.map((b) => (
        <label
          key={b.id}
          className={`withdraw-banks__chip${field.value === String(b.id) ? ' is-on' : ''}`}
        >
          <input
            type="radio"
            name={`${id}-bank`}
            value={b.id}
            checked={field.value === String(b.id)}
            onChange={() => field.onChange(String(b.id))}
            onBlur={field.onBlur}
            data-testid={`withdraw-bank-${b.code}`}
          />
          <span className="withdraw-banks__name">{b.name}</span>
          <span className="withdraw-banks__kind">{t(`withdraw.bankKinds.${b.kind}`)}</span>
        </label>
      ))}
      <FieldMessages control={control} name="bankId" />
    </fieldset>
  );
};
