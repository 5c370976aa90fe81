import { FIRST_PAINT, STORAGE_KEYS } from '@lotto/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  iosVersion,
  isAndroid,
  isAppShell,
  isIOS,
  isStandalone,
  isWebClip,
} from '../../shared/env';
import { useTranslation } from '../../shared/i18n';
import {
  canPromptInstall,
  onInstallPromptChange,
  promptInstall,
} from '../../shared/pwa/install-prompt';
import { useSite } from '../../shared/site/site-status';
import { local } from '../../shared/storage';
import { CloseIcon } from '../../shared/ui/icons';
import { downloadBarVisible, linkForDevice } from './download-bar-rules';

/** The server reads it to paint the bar closed (DESIGN.md "First paint"). */
const rememberClosed = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = `${FIRST_PAINT.downloadBarCookie}=1; path=/; max-age=31536000; samesite=lax`;
};

const deviceKind = () => (isIOS() ? 'ios' : isAndroid() ? 'android' : 'other');

/** The app download bar at the top of every page, until closed or installed. */
export const DownloadBar = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info, mobileTemplate, site } = useSite();
  const [closed, setClosed] = useState(() => local.get(STORAGE_KEYS.hideDownloadBar) === '1');
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);

  useEffect(() => {
    // An installed home-screen app never needs the bar again (spec/02 "Widgets").
    if (isStandalone()) local.set(STORAGE_KEYS.hideDownloadBar, '1');
    // A bar closed before the cookie existed: the server learns it for the next page.
    if (local.get(STORAGE_KEYS.hideDownloadBar) === '1') rememberClosed();
  }, []);

  const visible = downloadBarVisible({
    appShell: isAppShell(),
    links: info.resources,
    closedFlag: closed,
    standalone: isStandalone(),
    webClip: isWebClip(),
    iosVersion: iosVersion(),
  });
  if (!visible) return null;

  const icon = info.resources.find((l) => l.resourceType === 'AppDownloadIcon')?.url;
  const close = () => {
    local.set(STORAGE_KEYS.hideDownloadBar, '1');
    rememberClosed();
    setClosed(true);
  };
  const download = async () => {
    if (installable && (await promptInstall())) return close();
    const link = linkForDevice(info.resources, deviceKind());
    if (!link) return;
    if (link.url.startsWith('/m/')) navigate(link.url);
    else window.open(link.url, '_blank', 'noopener');
  };

  return (
    <div
      className="download-bar"
      data-testid="download-bar"
      style={{ background: mobileTemplate.app_background || undefined }}
    >
      <button
        type="button"
        className="icon-button download-bar__close"
        onClick={close}
        aria-label={t('download.close')}
      >
        <CloseIcon />
      </button>
      {icon && <img className="download-bar__icon" src={icon} alt="" width={36} height={36} />}
      <p
        className="download-bar__text"
        style={{ color: mobileTemplate.app_desc_font_color || undefined }}
      >
        {mobileTemplate.app_desc || site.name}
      </p>
      <button
        type="button"
        className="button button--small button--accent"
        onClick={() => void download()}
      >
        {installable ? t('download.install') : t('download.button')}
      </button>
    </div>
  );
};
