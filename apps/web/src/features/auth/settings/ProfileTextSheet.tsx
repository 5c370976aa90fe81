import {
  checkField,
  nicknamePayload,
  type PlayerErrorCode,
  payeeNamePayload,
} from '@lotto/contract';
import { useState } from 'react';
import { accepts, type Check } from '../../../shared/form/checks';
import { FormField } from '../../../shared/form/FormField';
import { formSchema } from '../../../shared/form/schema';
import { useSubmitting } from '../../../shared/form/submitting';
import { showFieldMessages, useSchemaForm } from '../../../shared/form/use-schema-form';
import { useTranslation } from '../../../shared/i18n';
import { errorText, failureText } from '../../../shared/i18n/errors';
import { Sheet } from '../../../shared/ui/Sheet';
import { useRegisterSettings } from '../api/queries';

/** The body field each profile text travels in, as the server parses it. */
const PAYLOAD = {
  nickname: nicknamePayload.shape.nickname,
  payeeName: payeeNamePayload.shape.payeeName,
};

interface ProfileTextSheetProps {
  title: string;
  label: string;
  hint: string;
  initial: string;
  /** The profile text, and the registration field whose site rule the value must pass. */
  field: keyof typeof PAYLOAD;
  invalid: PlayerErrorCode;
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

type Values = { value: string };

/**
 * One profile text (nickname, payee name) in a sheet: checked as the site's registration rule
 * for that field checks it, then saved; a refusal stays in the sheet, under what was typed.
 */
export const ProfileTextSheet = (props: ProfileTextSheetProps) => {
  const { t } = useTranslation();
  const rule = useRegisterSettings().data?.fields[props.field];
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, run } = useSubmitting();
  const wrong = [{ text: errorText(props.invalid) }];
  const payload = accepts(PAYLOAD[props.field], wrong);
  const check: Check = (typed) => {
    const trimmed = typed.trim();
    if (trimmed === '') return wrong;
    if (rule && checkField({ ...rule, required: true }, trimmed) !== 'ok') return wrong;
    return payload(trimmed);
  };
  const form = useSchemaForm<Values>(formSchema<keyof Values>({ value: check }), {
    value: props.initial,
  });

  const refused = (failure: unknown) =>
    showFieldMessages(form, { value: [{ text: failureText(failure) }] }, 'value');
  const save = run(async (trimmed: string) => {
    setConfirming(null);
    await props.onSave(trimmed);
    props.onClose();
  }, refused);
  const submit = ({ value }: Values) => {
    const trimmed = value.trim();
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
      <form
        className="profile-form"
        hidden={confirming !== null}
        onSubmit={form.handleSubmit(submit)}
        noValidate
      >
        <FormField
          control={form.control}
          name="value"
          label={props.label}
          labelHidden
          autoComplete={props.autoComplete}
          note={<p className="profile-form__hint">{props.hint}</p>}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('auth.settings.save')}
        </button>
      </form>
    </Sheet>
  );
};
