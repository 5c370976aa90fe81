import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';

/** How long the closing animation plays before the popup leaves the page. */
export const CLOSE_MS = 200;

/**
 * A centred popup over a mask with a closing animation; Escape and the close button close it.
 * `render` gets a `close` that plays the animation first.
 */
export const Modal = (props: {
  title: string;
  testId: string;
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
  footer?: (close: () => void) => ReactNode;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { onClosed } = props;
  const close = () => setClosing(true);

  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    if (!closing) return;
    const id = setTimeout(onClosed, CLOSE_MS);
    return () => clearTimeout(id);
  }, [closing, onClosed]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setClosing(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      className={`notice-modal${closing ? ' is-closing' : ''}`}
      data-testid={props.testId}
      data-closing={closing}
    >
      <div className="notice-modal__mask" aria-hidden="true" />
      <div className="notice-modal__box" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="notice-modal__head">
          <h2 className="notice-modal__title" id={titleId}>
            {props.title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button notice-modal__close"
            aria-label={t('notices.close')}
            data-testid={`${props.testId}-close`}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </header>
        <div className="notice-modal__body">{props.children(close)}</div>
        {props.footer && <footer className="notice-modal__foot">{props.footer(close)}</footer>}
      </div>
    </div>
  );
};
