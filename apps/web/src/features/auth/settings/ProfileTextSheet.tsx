import { checkField, type ErrorCode, type RegistrationField } from '@lotto/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { Sheet } from '../../../shared/ui/Sheet';
import { useRegisterSettings } from '../api/queries';

interface ProfileTextSheetProps {
  title: string;
  label: string;
  hint: string;
  initial: string;
  /** The registration field whose site rule the value must pass. */
  field: RegistrationField;
  invalid: ErrorCode;
  autoComplete: string;
  testId: string;
  /** Asked before saving a value that cannot be taken back; false keeps the sheet open. */
  confirm?: (value: string) => Promise<boolean>;
  /** Saves the value; resolves once saved (the sheet closes), rejects with the server's error. */
  onSave: (value: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * One profile text (nickname, payee name) in a sheet: checked as the site's registration rule
 * for that field checks it, then saved; a refusal stays in the sheet with what was typed.
 */
export const ProfileTextSheet = (props: ProfileTextSheetProps) => {
  const { t } = useTranslation();
  const rules = useRegisterSettings().data?.fields;
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const rule = rules?.[props.field];
    if (trimmed === '' || (rule && checkField({ ...rule, required: true }, trimmed) !== 'ok')) {
      setError(errorText(props.invalid));
      return;
    }
    if (props.confirm && !(await props.confirm(trimmed))) return;
    setBusy(true);
    try {
      await props.onSave(trimmed);
      props.onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet title={props.title} onClose={props.onClose} testId={props.testId}>
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="profile-form__label" htmlFor={inputId}>
          {props.label}
        </label>
        <input
          id={inputId}
          className="profile-form__input"
          value={value}
          autoComplete={props.autoComplete}
          aria-invalid={error !== ''}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError('');
          }}
        />
        {error && (
          <p className="profile-form__error" role="alert">
            {error}
          </p>
        )}
        <p className="profile-form__hint" id={`${inputId}-hint`}>
          {props.hint}
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('auth.settings.save')}
        </button>
      </form>
    </Sheet>
  );
};
