import type { ReactNode } from 'react';

/** Tabs between two or more ways of doing the same thing (login, register, recovery method). */
export const Tabs = <T extends string>(props: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  label: string;
}) => (
  <div className="auth-tabs" role="tablist" aria-label={props.label}>
    {props.options.map((option) => (
      <button
        key={option.value}
        type="button"
        role="tab"
        aria-selected={option.value === props.value}
        className={`auth-tabs__tab${option.value === props.value ? ' is-active' : ''}`}
        data-testid={`tab-${option.value}`}
        onClick={() => props.onChange(option.value)}
      >
        {option.label}
      </button>
    ))}
  </div>
);

/** A checkbox with its label (remember password, age, agreement). */
export const CheckBox = (props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId: string;
  error?: string | undefined;
}) => (
  <div className="check">
    <label className="check__label">
      <input
        type="checkbox"
        className="check__box"
        checked={props.checked}
        data-testid={props.testId}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.children}</span>
    </label>
    {props.error && (
      <p className="field__error" role="alert">
        {props.error}
      </p>
    )}
  </div>
);
