import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { CloseIcon } from '../../../shared/ui/icons';
import { ServicePanel } from './ServicePanel';
import './service-widget.css';

const HeadsetIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </svg>
);

/**
 * The side customer-service widget (spec/02 "Widgets"): a tab on the screen's edge that opens
 * live chat and the site's messenger buttons. Shown only when the site has customer service.
 */
export const ServiceWidget = () => {
  const { t } = useTranslation();
  const { info } = useSite();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (info.customerService.length === 0) return null;
  return (
    <div className="service-widget" data-testid="service-widget">
      {open && (
        // A tap anywhere outside the channels closes the list (Escape does too).
        <button
          type="button"
          className="service-widget__backdrop"
          tabIndex={-1}
          aria-label={t('help.widgetClose')}
          onClick={() => setOpen(false)}
        />
      )}
      {open && <ServicePanel links={info.customerService} onOpen={() => setOpen(false)} />}
      <button
        type="button"
        className="service-widget__toggle"
        aria-expanded={open}
        aria-controls="service-widget-panel"
        aria-label={open ? t('help.widgetClose') : t('help.widgetOpen')}
        data-testid="service-widget-toggle"
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <CloseIcon size={16} /> : <HeadsetIcon />}
        <span className="service-widget__label" aria-hidden="true">
          {t('help.widgetLabel')}
        </span>
      </button>
    </div>
  );
};
