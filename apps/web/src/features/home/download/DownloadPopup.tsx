import { STORAGE_KEYS } from '@lotto/contract';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { isAndroid, isIOS } from '../../../shared/env';
import { useTranslation } from '../../../shared/i18n';
import { useSite } from '../../../shared/site/site-status';
import { local } from '../../../shared/storage';
import { ModalDialog } from '../components/ModalDialog';
import { type AppLinkType, type Device, downloadChoicesOf } from './download-links';

const LABELS = {
  Android: 'homeContent.android',
  IOS: 'homeContent.ios',
  MOBILECONFIG: 'homeContent.profile',
} as const satisfies Record<AppLinkType, string>;

const deviceKind = (): Device => (isIOS() ? 'ios' : isAndroid() ? 'android' : 'other');

/**
 * The download popup (spec/02 "Widgets"): the app links that fit this device and the site has,
 * and the way to the install guide. A modal dialog: focus stays inside, Escape closes it.
 */
export default function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { info } = useSite();
  const device = deviceKind();
  const icon = info.resources.find((l) => l.resourceType === 'AppDownloadIcon')?.url;
  const choices = downloadChoicesOf(
    info.resources,
    device,
    local.get(STORAGE_KEYS.webClip) === '1',
  );

  return (
    <ModalDialog
      name="download-popup"
      testId="download-popup"
      labelledBy="download-popup-title"
      onClose={onClose}
    >
      {icon && <img className="download-popup__icon" src={icon} alt="" width={64} height={64} />}
      <h2 className="download-popup__title" id="download-popup-title">
        {t('homeContent.popupTitle')}
      </h2>
      <ul className="download-popup__links">
        {choices.map((choice) => (
          <li key={choice.type}>
            {choice.url.startsWith('/m/') ? (
              <Link
                className="download-popup__link"
                data-testid={`download-${choice.type}`}
                to={choice.url}
              >
                {t(LABELS[choice.type])}
              </Link>
            ) : (
              <a
                className="download-popup__link"
                data-testid={`download-${choice.type}`}
                href={choice.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(LABELS[choice.type])}
              </a>
            )}
          </li>
        ))}
      </ul>
      <Link
        className="download-popup__guide"
        data-testid="download-guide"
        to={device === 'ios' ? `${paths.install}?os=ios` : paths.install}
      >
        {t('homeContent.guide')}
      </Link>
    </ModalDialog>
  );
}
