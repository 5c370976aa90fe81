import { TOASTS } from '@lotto/contract';
import { failureText } from '../../../shared/i18n/errors';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { createTrialUser, freePlay } from '../api/mutations';

/**
 * Test play (spec/01 sections 2 and 4): the trial account of the name shown (or the one the
 * server holds for this device), made now with its session, with a loading toast throughout.
 * Answers whether a session started.
 */
export const startTrialPlay = async (userName?: string): Promise<boolean> => {
  void toast.loading(undefined, TOASTS.loadingLong);
  try {
    const name = userName ?? (await createTrialUser()).userName;
    sessionStore.start(await freePlay(name));
    await toast.clear();
    return true;
  } catch (error) {
    await toast.show(failureText(error));
    return false;
  }
};
