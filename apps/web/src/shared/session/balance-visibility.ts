import { STORAGE_KEYS } from '@lotto/contract';
import { useSyncExternalStore } from 'react';
import { local } from '../storage';

const listeners = new Set<() => void>();
const read = () => local.get(STORAGE_KEYS.balanceHidden) === '1';

/** Whether the member chose to show the balance as asterisks; remembered on this device. */
export const balanceVisibility = {
  isHidden: read,
  setHidden(hidden: boolean) {
    local.set(STORAGE_KEYS.balanceHidden, hidden ? '1' : '0');
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useBalanceHidden = () =>
  useSyncExternalStore(balanceVisibility.subscribe, read, () => false);
