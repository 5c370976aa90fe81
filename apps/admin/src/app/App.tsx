import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import myMM from 'antd/locale/my_MM';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../shared/api/call';
import { type AdminLanguage, chooseLanguage, currentLanguage, useLanguage } from '../shared/i18n';
import { SessionProvider, useSession } from '../shared/session';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { THEME } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call (403, 404, an ended session) will not succeed by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** antd's own texts (pager, pickers, confirm buttons) follow the operator's language. */
const ANTD_LOCALES = { EN: enUS, MY: myMM, ZH: zhCN } satisfies Record<AdminLanguage, unknown>;

const Root = () => {
  const { operator, ready } = useSession();
  if (!ready) return <Spin fullscreen />;
  return operator ? <Shell /> : <SignIn />;
};

/** The providers around the back office: theme and language, queries, router, session. */
export const App = () => {
  const language = useLanguage();
  // The page's `lang` from the first paint on, not only after a switch.
  useEffect(() => chooseLanguage(currentLanguage()), []);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={THEME}>
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
  );
};
