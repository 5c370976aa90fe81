import { lazy, Suspense, useState } from 'react';
import { isAppShell, isStandalone, isWebClip } from '../../../shared/env';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { appDownloadShown } from './download-links';
import './download.css';

const DownloadPopup = lazy(() => import('./DownloadPopup'));

/**
 * Home's app-download image (spec/02 "Home"), hidden inside the app shell, an installed app and
 * a web clip. Its button opens the download popup, loaded on that first tap.
 */
export const AppDownloadCard = () => {
  const { t } = useTranslation();
  const { site, info } = useSite();
  const [open, setOpen] = useState(false);
  const shown = appDownloadShown({
    appShell: isAppShell(),
    standalone: isStandalone(),
    webClip: isWebClip(),
  });
  if (!shown) return null;
  const icon = info.resources.find((l) => l.resourceType === 'AppDownloadIcon')?.url;
  return (
    <div className="app-download" data-testid="app-download">
      <img
        className="app-download__phone"
        src="/m/banners/app-phone.svg"
        alt=""
        width={84}
        height={96}
      />
      <div className="app-download__text">
        <h2 className="app-download__title">{t('homeContent.appTitle', { name: site.name })}</h2>
        <p className="app-download__body">{t('homeContent.appBody')}</p>
      </div>
      <button
        type="button"
        className="app-download__button"
        data-testid="app-download-open"
        onClick={() => setOpen(true)}
      >
        {icon && <img src={icon} alt="" width={18} height={18} />}
        {t('homeContent.appButton')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <DownloadPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
};
