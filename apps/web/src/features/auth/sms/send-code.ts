import { TOASTS } from '@lotto/contract';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { TextValues } from '../../../shared/form/use-schema-form';
import { currentLanguage, translate } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { toast } from '../../../shared/ui/toast';
import { type SmsPurpose, sendSms } from '../api/mutations';
import { countdownLength } from './countdown';

/** A public code's purpose, or a member's own sender (the security centre's codes). */
export type SmsSender =
  | SmsPurpose
  | ((mobileNum: string, dialingCode: string | undefined) => Promise<{ expiredMinutes: number }>);

/**
 * Sends an SMS code (spec/01 section 8): 'sending' while it goes, then 'SMS sent' (1.5 s on
 * login and registration, 1 s on reset); answers the countdown in seconds, or null on failure.
 */
export const requestSmsCode = async (
  purpose: SmsSender,
  mobileNum: string,
  dialingCode: string,
): Promise<number | null> => {
  const say = (key: 'auth.form.sending' | 'auth.form.smsSent') => translate(currentLanguage(), key);
  void toast.loading(say('auth.form.sending'), TOASTS.loadingLong);
  try {
    const send = typeof purpose === 'function' ? purpose : sendSms.bind(null, purpose);
    const { expiredMinutes } = await send(mobileNum, dialingCode || undefined);
    await toast.show(
      say('auth.form.smsSent'),
      purpose === 'reset' || typeof purpose === 'function' ? TOASTS.success : TOASTS.default,
    );
    return countdownLength(expiredMinutes);
  } catch (error) {
    await toast.show(failureText(error));
    return null;
  }
};

/** What a send leaves for the countdown: its length and the number it went to. */
export interface CodeSent {
  seconds: number;
  mobileNum: string;
}

/** The get-code action of a form: the number field is checked (and focused) first. */
export const codeSender =
  <T extends TextValues>(
    form: UseFormReturn<T>,
    field: FieldPath<T>,
    purpose: SmsSender,
    dialingCode: string,
  ) =>
  async (): Promise<CodeSent | null> => {
    if (!(await form.trigger(field, { shouldFocus: true }))) return null;
    const mobileNum = String(form.getValues(field));
    const seconds = await requestSmsCode(purpose, mobileNum, dialingCode);
    return seconds === null ? null : { seconds, mobileNum };
  };
