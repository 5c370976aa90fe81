import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import { footerVisible, headerVariantOf } from '../../shared/routing/frame-rules';
import { Spinner } from '../../shared/ui/Spinner';
import { DownloadBar } from './DownloadBar';
import { FooterMenu } from './FooterMenu';
import { HomeHeader, PageHeader } from './Headers';
import { PageTransition } from './PageTransition';
import { useTrialGuard } from './use-trial-guard';

/** The page frame around every screen: download bar, header variant, content, footer menu. */
export const PageFrame = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const header = headerVariantOf(pathname);
  const footer = footerVisible(pathname);
  useTrialGuard();
  return (
    <div className={`app-frame${footer ? ' app-frame--with-footer' : ''}`}>
      <DownloadBar />
      {header === 'home' && <HomeHeader />}
      {header === 'page' && <PageHeader />}
      <main className="app-main">
        <PageTransition>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </PageTransition>
      </main>
      {footer && <FooterMenu />}
    </div>
  );
};
