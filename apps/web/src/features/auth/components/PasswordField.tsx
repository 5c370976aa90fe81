import { PASSWORD_MAX_LENGTH } from '@lotto/contract';
import type { Message } from '../form/messages';
import { type FieldBinding, TextField } from './TextField';

interface PasswordFieldProps {
  field: FieldBinding;
  label: string;
  messages?: Message[] | undefined;
  /** What password managers should offer: the saved one, or to save a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password input with its show/hide toggle, as long as the server takes. */
export const PasswordField = (props: PasswordFieldProps) => (
  <TextField {...props} required type="password" maxLength={PASSWORD_MAX_LENGTH} />
);
