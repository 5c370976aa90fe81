/** A yes/no question in the app's dialog (antd-mobile loads on first use). */
export const confirmDialog = async (content: string, texts: { ok: string; cancel: string }) => {
  const { Dialog } = await import('../../../shared/ui/antd');
  return Dialog.confirm({ content, confirmText: texts.ok, cancelText: texts.cancel });
};
