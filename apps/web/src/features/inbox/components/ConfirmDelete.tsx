import { useEffect, useId, useRef, useState } from 'react';
import { toastFailure } from '../../../shared/form/submitting';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { useDeleteMessage } from '../api';

interface Target {
  id: number;
  title: string;
}

/**
 * The question before a message is deleted: a native modal <dialog> (focus stays inside, Escape
 * and the backdrop's Cancel answer no), named by its title for screen readers.
 */
const ConfirmDialog = ({
  target,
  onAnswer,
}: {
  target: Target;
  onAnswer: (yes: boolean) => void;
}) => {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const answered = useRef(false);
  const answer = (yes: boolean) => {
    if (answered.current) return;
    answered.current = true;
    onAnswer(yes);
  };
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="inbox-confirm"
      aria-labelledby={titleId}
      data-testid="inbox-delete-dialog"
      onClose={() => answer(false)}
    >
      <h2 id={titleId} className="inbox-confirm__title">
        {t('inbox.deleteTitle')}
      </h2>
      <p className="inbox-confirm__body">{t('inbox.deleteBody', { title: target.title })}</p>
      <div className="inbox-confirm__actions">
        <button type="button" className="button button--ghost" onClick={() => answer(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="inbox-delete-confirm"
          onClick={() => answer(true)}
        >
          {t('inbox.delete')}
        </button>
      </div>
    </dialog>
  );
};

/**
 * Deleting a message once the member confirms. `confirmDelete` resolves true once the message
 * is gone; `dialog` is the question, rendered by the screen while it is asked.
 */
export const useConfirmDelete = () => {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  const [asking, setAsking] = useState<(Target & { resolve: (yes: boolean) => void }) | null>(null);
  const confirmDelete = async (target: Target): Promise<boolean> => {
    const yes = await new Promise<boolean>((resolve) => setAsking({ ...target, resolve }));
    setAsking(null);
    if (!yes) return false;
    try {
      await remove.mutateAsync(target.id);
    } catch (error) {
      void toastFailure(error);
      return false;
    }
    void toast.success(t('inbox.deleted'));
    return true;
  };
  const dialog = asking && (
    <ConfirmDialog key={asking.id} target={asking} onAnswer={asking.resolve} />
  );
  return { confirmDelete, dialog };
};
