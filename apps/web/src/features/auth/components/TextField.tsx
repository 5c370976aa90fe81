import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { joinMessages, type Message } from '../form/messages';
import { ClearIcon, EyeClosedIcon, EyeOpenIcon } from './icons';

export interface FieldBinding {
  name: string;
  value: string;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}

interface TextFieldProps {
  field: FieldBinding;
  label: string;
  messages?: Message[] | undefined;
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
}

/**
 * A labelled input with its messages under it (joined by commas), an asterisk when required,
 * a clear button and, for passwords, a show/hide toggle.
 */
export const TextField = (props: TextFieldProps) => {
  const { t, language } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const { field, messages = [] } = props;
  const isPassword = props.type === 'password';
  const invalid = messages.length > 0;
  const clean = (value: string) => (props.digits ? value.replace(/\D+/g, '') : value);
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
          value={field.value}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => field.onChange(clean(event.target.value))}
          onBlur={field.onBlur}
        />
        {props.clearable && field.value && !props.disabled && (
          <button
            type="button"
            className="field__icon"
            aria-label={t('auth.form.clear')}
            data-testid={`clear-${field.name}`}
            onClick={() => field.onChange('')}
          >
            <ClearIcon />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className="field__icon"
            aria-label={shown ? t('auth.form.hidePassword') : t('auth.form.showPassword')}
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
