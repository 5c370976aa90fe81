import type { OpenRoundRef } from '@lotto/contract';

/** Asks whether to resume the open round; resolves true for Resume, false for Cancel. */
export const confirmResume = async (
  round: OpenRoundRef,
  texts: { body: (game: string) => string; resume: string; cancel: string },
): Promise<boolean> => {
  const { Dialog } = await import('../../../shared/ui/antd');
  return Dialog.confirm({
    content: texts.body(round.gameName),
    confirmText: texts.resume,
    cancelText: texts.cancel,
  });
};

/** Closes a dialog still open when the screen goes away (browser back during the question). */
export const closeDialogs = async () => {
  const { Dialog } = await import('../../../shared/ui/antd');
  Dialog.clear();
};
