import { STORAGE_KEYS, TOASTS } from '@lotto/contract';
import { logout as logoutEndpoint } from '@lotto/contract/endpoints/account';
import { call } from '../../shared/api/call';
import { paths } from '../../shared/config/paths';
import { heldPassword } from '../../shared/session/held-password';
import { sessionStore } from '../../shared/session/session-store';
import { local, session } from '../../shared/storage';

/** Ends the session on the server; the tab forgets it whatever the answer. */
export const endServerSession = async (token: string | null) => {
  if (!token) return;
  try {
    await call(logoutEndpoint, { token, sessionEnded: 'ignore' });
  } catch {
    // Already ended or unreachable: the local session is cleared below all the same.
  }
};

/** Every trace of the session on this device, as spec/01 section 4 lists it. */
export const clearLocalSession = () => {
  heldPassword.clear();
  sessionStore.clear(); // token and trial user
  for (const key of [STORAGE_KEYS.autoSass, STORAGE_KEYS.autoRemPass, STORAGE_KEYS.bankListCache]) {
    local.remove(key);
  }
  local.set(STORAGE_KEYS.autoLogin, '0');
  session.clear(); // member info, NOTICE_POP and anything else this tab kept
};

/**
 * Sign-out as spec/01 section 4 orders it: confirm, loading toast, logout call with the token,
 * clear every trace of the session, then hard-redirect home so no member data survives in
 * memory (TanStack Query caches included).
 */
export const signOut = async (texts: { confirm: string; ok: string; cancel: string }) => {
  const { Dialog, Toast } = await import('../../shared/ui/antd');
  const confirmed = await Dialog.confirm({
    content: texts.confirm,
    confirmText: texts.ok,
    cancelText: texts.cancel,
  });
  if (!confirmed) return;
  Toast.show({ icon: 'loading', duration: TOASTS.loading, maskClickable: false });
  await endServerSession(sessionStore.token());
  clearLocalSession();
  window.location.replace(paths.home);
};
