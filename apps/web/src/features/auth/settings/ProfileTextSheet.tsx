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
  /**
   * For a value that cannot be taken back: the question asked, in the sheet, before saving (a
   * dialog outside the modal sheet could not be reached).
   */
  confirmText?: (value: string) => string;
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
  const [confirming, setConfirming] = useState<string | null>(null);
  const inputId = useId();

  const save = async (trimmed: string) => {
    setConfirming(null);
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const rule = rules?.[props.field];
    if (trimmed === '' || (rule && checkField({ ...rule, required: true }, trimmed) !== 'ok')) {
      setError(errorText(props.invalid));
      return;
    }
    if (props.confirmText) setConfirming(trimmed);
    else void save(trimmed);
  };

  return (
    <Sheet title={props.title} onClose={props.onClose} testId={props.testId}>
      {confirming !== null && (
        <div className="profile-form__confirm" role="alertdialog" aria-label={props.title}>
          <p>{props.confirmText?.(confirming)}</p>
          <div className="profile-form__confirm-actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(null)}
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void save(confirming)}
            >
              {t('common.confirm')}
            </button>
          </div>
        </div>
      )}
      <form className="profile-form" hidden={confirming !== null} onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={inputId}>
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
