import { type ReactNode, useCallback, useRef, useState } from 'react';
import { failureText } from '../i18n/errors';
import { toast } from '../ui/toast';

/** The common answer to a failed submission: the server's message as a toast. */
export const toastFailure = (error: unknown) => toast.show(failureText(error));

/**
 * One submission at a time: `busy` while it runs (the button shows it), a second tap meanwhile
 * does nothing, and a failure goes to `failed` (by default a toast).
 */
export const useSubmitting = () => {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    <A extends unknown[]>(
      work: (...args: A) => Promise<unknown>,
      failed: (error: unknown) => unknown = toastFailure,
    ) =>
      async (...args: A) => {
        if (running.current) return;
        running.current = true;
        setBusy(true);
        try {
          await work(...args);
        } catch (error) {
          await failed(error);
        } finally {
          running.current = false;
          setBusy(false);
        }
      },
    [],
  );
  return { busy, run };
};

/** A form's full-width submit button, off while the form is busy or not ready. */
export const SubmitButton = (props: {
  disabled: boolean;
  testId: string;
  children: ReactNode;
  /** The id of what says why the button is off, read with it by a screen reader. */
  describedBy?: string;
}) => (
  <button
    type="submit"
    className="button button--primary button--block"
    disabled={props.disabled}
    aria-describedby={props.describedBy}
    data-testid={props.testId}
  >
    {props.children}
  </button>
);
