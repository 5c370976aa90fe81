import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { trackSwipes } from './app/frame/swipe-back';
import { takeUrlToken } from './app/startup/restore-session';
import { setApiTokenSource } from './shared/api/client';
import { applyDeferredStyles } from './shared/first-paint/first-paint';
import { captureInstallPrompt } from './shared/pwa/install-prompt';
import { sessionStore } from './shared/session/session-store';
import './app/styles/global.css';
import './app/styles/frame.css';
import './app/styles/ui.css';
import './app/styles/screens.css';

takeUrlToken();
captureInstallPrompt();
trackSwipes();
setApiTokenSource(sessionStore.token);

const container = document.getElementById('root');
if (container) {
  // A transition: React builds the first screen in short slices, so a tap on the shell's page
  // is never kept waiting behind one long render.
  void applyDeferredStyles().then(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
