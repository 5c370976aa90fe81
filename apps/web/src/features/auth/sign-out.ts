import { STORAGE_KEYS } from '@lotto/contract';
import { paths } from '../../shared/config/paths';
import { local, session } from '../../shared/storage';

/**
 * Sign-out as spec/01 section 4 orders it: confirm, loading toast, then clear every trace of
 * the session and hard-redirect home so no member data survives in memory.
 */
export const signOut = async (texts: { confirm: string; ok: string; cancel: string }) => {
  const { Dialog, Toast } = await import('../../shared/ui/antd');
  const confirmed = await Dialog.confirm({
    content: texts.confirm,
    confirmText: texts.ok,
    cancelText: texts.cancel,
  });
  if (!confirmed) return;
  Toast.show({ icon: 'loading', duration: 10_000 });
  for (const key of [STORAGE_KEYS.autoSass, STORAGE_KEYS.autoRemPass, STORAGE_KEYS.bankListCache]) {
    local.remove(key);
  }
  local.set(STORAGE_KEYS.autoLogin, '0');
  session.clear();
  window.location.replace(paths.home);
};
