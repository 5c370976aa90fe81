import { SITE_MODE } from '@lotto/contract';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { setApiMerchant } from '../../shared/api/client';
import { FirstPaintDone } from '../../shared/first-paint/first-paint';
import { hasTexts, settleLanguage, useTranslation } from '../../shared/i18n';
import { useSiteStatus } from '../../shared/site/site-status';
import { ErrorRetry } from '../../shared/ui/ErrorRetry';
import { Spinner } from '../../shared/ui/Spinner';
import { applyTheme } from './apply-theme';
import { hasPendingSession, restorePendingSession } from './restore-session';

// Shown only in those site modes: a site in normal mode never loads them.
const MaintenancePage = lazy(() => import('./MaintenancePage'));
const RegionRestrictedPage = lazy(() => import('./RegionRestrictedPage'));

/** Start-up (spec/01 section 4): the maintenance page, the region-restricted page, or the app. */
export const SiteGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { data: status, error, refetch, isFetching } = useSiteStatus();
  // A page the server painted has its status and texts at once: it shows in its first render,
  // so hydration meets the same markup (a different stored language follows as it settles).
  const [ready, setReady] = useState(
    () => status !== undefined && !hasPendingSession() && hasTexts(),
  );

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
        <FirstPaintDone />
        <ErrorRetry
          message={offline ? t('common.noInternet') : undefined}
          onRetry={() => void refetch()}
        />
      </div>
    );
  }
  const spinner = <Spinner label={t('common.loading')} />;
  if (!status || !ready) return spinner;
  if (status.siteMode === SITE_MODE.maintenance) {
    return (
      <Suspense fallback={spinner}>
        <FirstPaintDone />
        <MaintenancePage status={status} onRetry={isFetching ? undefined : () => void refetch()} />
      </Suspense>
    );
  }
  if (status.siteMode === SITE_MODE.regionRestricted) {
    return (
      <Suspense fallback={spinner}>
        <FirstPaintDone />
        <RegionRestrictedPage status={status} />
      </Suspense>
    );
  }
  return <>{children}</>;
};
