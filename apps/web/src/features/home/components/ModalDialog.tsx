import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';

interface ModalDialogProps {
  /** The block's class: `<name>` on the dialog, `<name>__close` on its close button. */
  name: string;
  testId: string;
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Home's modal dialogs (the download popup, the hot-match modal): a native <dialog> shown as a
 * modal on mount, so focus stays inside and Escape closes it, with a close button; `onClose`
 * runs however it closes.
 */
export const ModalDialog = ({ name, testId, labelledBy, onClose, children }: ModalDialogProps) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={name}
      data-testid={testId}
      aria-labelledby={labelledBy}
      onClose={onClose}
    >
      <button
        type="button"
        className={`icon-button ${name}__close`}
        aria-label={t('homeContent.close')}
        onClick={() => dialog.current?.close()}
      >
        <CloseIcon />
      </button>
      {children}
    </dialog>
  );
};
