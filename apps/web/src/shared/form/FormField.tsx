import { type ReactNode, useId, useState } from 'react';
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useTranslation } from '../i18n';
import { ClearIcon, EyeClosedIcon, EyeOpenIcon } from './field-icons';
import { decodeMessage, joinMessages, type Message } from './messages';
import './form.css';

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The label is read to a screen reader only (a sheet whose title says it already). */
  labelHidden?: boolean;
  required?: boolean;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  /** Digits only: anything else typed is dropped (codes, numbers). */
  digits?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Told of every new value (a registration tab hands the mobile number to the other). */
  onValueChange?: (value: string) => void;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  readOnly?: boolean;
  /** The input's test id (end-to-end tests fill it by this). */
  testId?: string;
  /** Said under the control, before any message (a hint, a counter). */
  note?: ReactNode;
}

/** Every message of a field: each issue of the schema, or what the server said. */
export const messagesOf = (error: FieldError | undefined): Message[] => {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((found) =>
    typeof found === 'string' ? [found] : Array.isArray(found) ? found : [],
  );
  const encoded = fromTypes.length ? fromTypes : (error.message ?? '').split('\n');
  return [...new Set(encoded)].filter(Boolean).map(decodeMessage);
};

/**
 * A labelled input bound to a react-hook-form form: an asterisk when required, its messages
 * under it joined by commas (spec/01 section 5), a clear button, and for passwords a
 * show/hide toggle.
 */
export const FormField = <T extends FieldValues>(props: FormFieldProps<T>) => {
  const { t, language } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const messages = messagesOf(fieldState.error);
  const invalid = messages.length > 0;
  const isPassword = props.type === 'password';
  const change = (raw: string) => {
    const value = props.digits ? raw.replace(/\D+/g, '') : raw;
    field.onChange(value);
    props.onValueChange?.(value);
  };
  const attributes = {
    id,
    ref: field.ref,
    name: field.name,
    autoComplete: props.autoComplete ?? 'off',
    autoCapitalize: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    value: field.value ?? '',
    disabled: props.disabled,
    readOnly: props.readOnly,
    required: props.required,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    'data-testid': props.testId,
    onBlur: field.onBlur,
  };
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`} data-testid={`field-${field.name}`}>
      <label className={props.labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="field__control">
        {props.prefix}
        {props.rows ? (
          <textarea
            {...attributes}
            className="field__input field__input--multiline"
            rows={props.rows}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <input
            {...attributes}
            className="field__input"
            type={isPassword && shown ? 'text' : (props.type ?? 'text')}
            inputMode={props.inputMode}
            onChange={(event) => change(event.target.value)}
          />
        )}
        {props.clearable && field.value && !props.disabled && (
          <button
            type="button"
            className="field__icon"
            aria-label={t('form.clear')}
            data-testid={`clear-${field.name}`}
            onClick={() => change('')}
          >
            <ClearIcon />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className="field__icon"
            aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={shown}
            data-testid={`toggle-${field.name}`}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOpenIcon /> : <EyeClosedIcon />}
          </button>
        )}
        {props.suffix}
      </div>
      {props.note}
      {invalid && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {joinMessages(messages, language)}
        </p>
      )}
    </div>
  );
};

/**
 * The messages of a field drawn by its own control (an amount with quick picks, chips,
 * images), shown as FormField shows them.
 */
export const FieldMessages = <T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  id?: string;
}) => {
  const { language } = useTranslation();
  const { fieldState } = useController({ control: props.control, name: props.name });
  const messages = messagesOf(fieldState.error);
  if (!messages.length) return null;
  return (
    <p className="field__error" id={props.id} role="alert">
      {joinMessages(messages, language)}
    </p>
  );
};
