import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiError } from './api';
import { Shell } from './shell/Shell';
import { SignIn } from './shell/SignIn';
import { SessionProvider, useSession } from './shell/session';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (403, 404, an ended session) will not succeed by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** antd's greys, link blue and danger red fall below WCAG AA contrast on white: darker ones. */
const THEME = {
  token: {
    colorPrimary: '#1f5fbf',
    // Hover states darken: antd's lighter derived hovers fail AA under white button text.
    colorPrimaryHover: '#174a96',
    colorPrimaryActive: '#123a78',
    colorLink: '#1f5fbf',
    colorLinkHover: '#174a96',
    colorErrorHover: '#a61f1f',
    colorInfo: '#1f5fbf',
    colorError: '#c62828',
    borderRadius: 6,
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6e6e6e',
  },
};

const Root = () => {
  const { operator, ready } = useSession();
  if (!ready) return <Spin fullscreen />;
  return operator ? <Shell /> : <SignIn />;
};

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={enUS} theme={THEME}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter basename="/admin">
              <SessionProvider>
                <Root />
              </SessionProvider>
            </BrowserRouter>
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
