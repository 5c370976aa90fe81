import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { MoreIcon } from '../../shared/ui/icons';
import { useDismiss } from './use-dismiss';

const HeaderMenuItems = lazy(() => import('./HeaderMenuItems'));

/** The header popover's button; its content loads when it first opens. */
export const HeaderMenu = ({ onRefreshBalance }: { onRefreshBalance: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const ref = useDismiss<HTMLDivElement>(open, close);

  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('frame.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="header-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <MoreIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderMenuItems close={close} onRefreshBalance={onRefreshBalance} />
        </Suspense>
      )}
    </div>
  );
};
