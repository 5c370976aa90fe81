import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '@lotto/contract';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../../../shared/form/FormField';
import { useTranslation } from '../../../shared/i18n';
import { useCountries } from '../api/queries';
import type { CodeSent } from '../sms/send-code';
import { DialingCodePicker, defaultDialingCode } from './DialingCodePicker';
import { SmsCodeButton } from './SmsCodeButton';

/** The site's countries and the dialing code in use: the default until the user picks one. */
export const useDialingCode = () => {
  const list = useCountries().data;
  const [chosen, setChosen] = useState('');
  return {
    countries: list?.countries ?? [],
    dialingCode: chosen || defaultDialingCode(list),
    setDialingCode: setChosen,
  };
};
export type Dialing = ReturnType<typeof useDialingCode>;

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** The mobile number (digits, at most 20) after its dialing-code picker. */
export const MobileField = <T extends FieldValues>(
  props: Bound<T> & { dialing: Dialing; required?: boolean; onValueChange?: (v: string) => void },
) => {
  const { t } = useTranslation();
  const { dialing } = props;
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={t('auth.fields.mobileNum')}
      required={props.required ?? true}
      type="tel"
      inputMode="tel"
      digits
      autoComplete="tel-national"
      maxLength={MOBILE_MAX_LENGTH}
      clearable
      onValueChange={props.onValueChange}
      prefix={
        <DialingCodePicker
          countries={dialing.countries}
          value={dialing.dialingCode}
          onChange={dialing.setDialingCode}
        />
      }
    />
  );
};

/** The SMS code (digits, at most 10) with its get-code button and countdown. */
export const SmsCodeField = <T extends FieldValues>(
  props: Bound<T> & {
    send: () => Promise<CodeSent | null>;
    disabled?: boolean;
    onSent?: () => void;
    memory?: string;
  },
) => {
  const { t } = useTranslation();
  return (
    <FormField
      control={props.control}
      name={props.name}
      label={t('auth.fields.verificationCode')}
      required
      inputMode="numeric"
      digits
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      disabled={props.disabled}
      suffix={<SmsCodeButton send={props.send} onSent={props.onSent} memory={props.memory} />}
    />
  );
};
