/**
 * Chrome fires `beforeinstallprompt` once, early; keep it so an Install button can use it
 * later. Call `captureInstallPrompt()` before the app renders.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export const captureInstallPrompt = () => {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    for (const l of listeners) l();
  });
};

export const canPromptInstall = () => deferred !== null;
export const onInstallPromptChange = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the browser's install dialog; true when the user accepted. */
export const promptInstall = async (): Promise<boolean> => {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
};
