import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import { PasswordField } from './PasswordField';

/** The new password and its confirmation (reset by link, change password). */
export const NewPasswordFields = <T extends FieldValues & { newPassword: string }>({
  control,
}: {
  control: Control<T>;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={'newPassword' as Path<T>}
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'confirmNewPassword' as Path<T>}
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
      />
    </>
  );
};
