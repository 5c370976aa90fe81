import { SITE_MODE } from '@lotto/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { setApiMerchant } from '../../shared/api/client';
import { settleLanguage, useTranslation } from '../../shared/i18n';
import { useSiteStatus } from '../../shared/site/site-status';
import { ErrorRetry } from '../../shared/ui/ErrorRetry';
import { Spinner } from '../../shared/ui/Spinner';
import { applyTheme } from './apply-theme';
import { MaintenancePage } from './MaintenancePage';
import { RegionRestrictedPage } from './RegionRestrictedPage';
import { restorePendingSession } from './restore-session';

/** Start-up (spec/01 section 4): the maintenance page, the region-restricted page, or the app. */
export const SiteGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { data: status, error, refetch, isFetching } = useSiteStatus();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!status) return;
    setApiMerchant(status.site.code);
    applyTheme(status.site);
    let live = true;
    // The app shows once the site's language has its texts and a ?token= session is restored.
    void Promise.all([
      settleLanguage(status.site.languages, status.site.defaultLanguage).catch(() => undefined),
      restorePendingSession(status.site.code),
    ]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [status]);

  if (error && !status) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <div className="startup-page">
        <ErrorRetry
          message={offline ? t('common.noInternet') : undefined}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  if (!status || !ready) return <Spinner label={t('common.loading')} />;
  if (status.siteMode === SITE_MODE.maintenance) {
    return (
      <MaintenancePage status={status} onRetry={isFetching ? undefined : () => void refetch()} />
    );
  }
  if (status.siteMode === SITE_MODE.regionRestricted)
    return <RegionRestrictedPage status={status} />;
  return <>{children}</>;
};
