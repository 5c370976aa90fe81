import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { iosVersion, isIOS } from '../../shared/env';
import { useTranslation } from '../../shared/i18n';
import {
  canPromptInstall,
  onInstallPromptChange,
  promptInstall,
} from '../../shared/pwa/install-prompt';
import { useSite } from '../../shared/site/site-status';

/** Steps to add the app to the home screen, per platform (spec/02 "Widgets": install guide). */
export default function InstallGuideScreen() {
  const { t } = useTranslation();
  const { site, info } = useSite();
  const [params] = useSearchParams();
  const installable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);
  const ios = params.get('os') === 'ios' || (params.get('os') === null && isIOS());
  const version = iosVersion();
  const legacy = version !== null && (version[0] < 12 || (version[0] === 12 && version[1] < 2));
  const profile = info.resources.find((l) => l.resourceType === 'MOBILECONFIG');

  return (
    <section className="screen install-guide" data-testid="install-guide">
      <p className="install-guide__intro">{t('install.intro', { name: site.name })}</p>
      <ol className="install-guide__steps">
        <li>{ios ? t('install.iosStep1') : t('install.androidStep1')}</li>
        <li>{ios ? t('install.iosStep2') : t('install.androidStep2')}</li>
      </ol>
      {ios && legacy && <p className="install-guide__tip">{t('install.iosLegacy')}</p>}
      {ios && profile && (
        <>
          <p className="install-guide__tip">{t('install.iosProfile')}</p>
          <a className="button button--outline" href={profile.url}>
            {t('install.downloadProfile')}
          </a>
        </>
      )}
      {installable && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void promptInstall()}
        >
          {t('install.installNow')}
        </button>
      )}
    </section>
  );
}
