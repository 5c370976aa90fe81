import { toastFailure } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useDeleteMessage } from '../api';

/**
 * Deleting a message, after the member confirms it (antd-mobile's dialog, loaded on the first
 * use). Answers a function that resolves true once the message is gone.
 */
export const useConfirmDelete = () => {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  return async (message: { id: number; title: string }): Promise<boolean> => {
    const { Dialog } = await import('../../../shared/ui/antd');
    const confirmed = await Dialog.confirm({
      title: t('inbox.deleteTitle'),
      content: t('inbox.deleteBody', { title: message.title }),
      confirmText: <span data-testid="inbox-delete-confirm">{t('inbox.delete')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(message.id);
    } catch (error) {
      void toastFailure(error);
      return false;
    }
    void toast.success(t('inbox.deleted'));
    return true;
  };
};
