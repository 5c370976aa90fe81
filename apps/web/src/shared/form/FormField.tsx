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
  required?: boolean;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
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
}

/** Every message of a field: each issue of the schema, or what the server said. */
const messagesOf = (error: FieldError | undefined): Message[] => {
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
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`} data-testid={`field-${field.name}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
        {props.required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="field__control">
        {props.prefix}
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          className="field__input"
          type={isPassword && shown ? 'text' : (props.type ?? 'text')}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={field.value ?? ''}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={field.onBlur}
        />
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
      {invalid && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {joinMessages(messages, language)}
        </p>
      )}
    </div>
  );
};
