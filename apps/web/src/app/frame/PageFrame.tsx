import { type ReactNode, Suspense } from 'react';
import { FirstPaintDone } from '../../shared/first-paint/first-paint';
import { useTranslation } from '../../shared/i18n';
import { useScreen } from '../../shared/routing/frame-rules';
import { Spinner } from '../../shared/ui/Spinner';
import { DownloadBar } from './DownloadBar';
import { FooterMenu } from './FooterMenu';
import { HomeHeader, PageHeader } from './Headers';
import { PageTransition } from './PageTransition';
import { ScreenGate } from './ScreenGate';

/** The page frame around every screen, as the screen declares it: header variant, footer. */
export const PageFrame = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const { header, footer } = useScreen();
  return (
    <div className={`app-frame${footer ? ' app-frame--with-footer' : ''}`}>
      <DownloadBar />
      {header === 'home' && <HomeHeader />}
      {header === 'page' && <PageHeader />}
      <main className="app-main">
        <PageTransition>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ScreenGate>
              {children}
              <FirstPaintDone />
            </ScreenGate>
          </Suspense>
        </PageTransition>
      </main>
      {footer && <FooterMenu />}
    </div>
  );
};
