import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../../../shared/form/FormField';
import { useTranslation } from '../../../shared/i18n';

/** The username an account signs in with (login, recovery by e-mail). */
export const UsernameField = <T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
}) => {
  const { t } = useTranslation();
  return (
    <FormField
      {...props}
      label={t('auth.fields.username')}
      required
      autoComplete="username"
      maxLength={64}
      clearable
    />
  );
};
