import { HEAD_ICON_COUNT } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { failureText } from '../../../shared/i18n/errors';
import { HeadIcon } from '../../../shared/ui/head-icon/HeadIcon';
import { Sheet } from '../../../shared/ui/Sheet';
import { toast } from '../../../shared/ui/toast';
import { useProfileChanges } from '../api/profile';

const CHOICES = Array.from({ length: HEAD_ICON_COUNT }, (_, i) => i + 1);

/** The head icons to choose from; a tap saves the choice and closes the sheet. */
export const HeadIconPicker = (props: { current: number; name: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const { setIcon } = useProfileChanges();
  const [error, setError] = useState('');
  const choose = (icon: number) =>
    setIcon.mutate(icon, {
      onSuccess: () => {
        void toast.success(t('auth.settings.iconSaved'));
        props.onClose();
      },
      // Shown in the sheet: a toast would sit under the modal sheet.
      onError: (error) => setError(failureText(error)),
    });
  return (
    <Sheet title={t('auth.settings.chooseIcon')} onClose={props.onClose} testId="head-icon-picker">
      {error && (
        <p className="profile-form__error" role="alert">
          {error}
        </p>
      )}
      <ul className="head-icon-grid">
        {CHOICES.map((icon) => (
          <li key={icon}>
            <button
              type="button"
              className="head-icon-grid__choice"
              data-testid="head-icon-choice"
              aria-pressed={icon === props.current}
              aria-label={t('auth.settings.iconOption', { n: icon })}
              disabled={setIcon.isPending}
              onClick={() => choose(icon)}
            >
              <HeadIcon icon={icon} name={props.name} size={60} />
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
};
