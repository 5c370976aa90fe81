import { TOASTS } from '@lotto/contract';
import { failureText } from '../../../shared/i18n/errors';
import { sessionStore } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast';
import { createTrialUser, freePlay } from '../api/mutations';

/**
 * Test play (spec/01 sections 2 and 4): a trial account (created now unless named), then a
 * session for it, with a loading toast throughout. Answers whether a session started.
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
