import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import './sheet.css';

interface SheetProps {
  title: string;
  /** Called when the sheet is dismissed: its close button, Escape, or a tap outside it. */
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A bottom sheet over the screen, on the platform's modal <dialog>: focus stays inside while it
 * is open and returns where it was, Escape closes it, the page behind is inert. Rendered only
 * while open (mounting opens it).
 */
export const Sheet = ({ title, onClose, children, testId }: SheetProps) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (cancel)
    <dialog
      ref={dialog}
      className="sheet"
      aria-label={title}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet__panel">
        <header className="sheet__header">
          <h2 className="sheet__title">{title}</h2>
          <button
            type="button"
            className="sheet__close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
};
