import { PASSWORD_MAX_LENGTH } from '@lotto/contract';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from '../../../shared/form/FormField';

type PasswordFieldProps<T extends FieldValues> = Pick<
  FormFieldProps<T>,
  'control' | 'name' | 'label'
> & {
  /** What password managers should offer: the saved one, or to save a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A required password input with its show/hide toggle, as long as the server takes. */
export const PasswordField = <T extends FieldValues>(props: PasswordFieldProps<T>) => (
  <FormField {...props} required type="password" maxLength={PASSWORD_MAX_LENGTH} />
);
