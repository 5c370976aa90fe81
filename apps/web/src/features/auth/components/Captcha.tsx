import { CAPTCHA_MAX_LENGTH } from '@lotto/contract';
import { useCallback, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../../../shared/form/FormField';
import { useTranslation } from '../../../shared/i18n';
import { fetchCaptcha } from '../api/queries';

/** A captcha image that loads on demand; `refresh` fetches a new one (the old code dies). */
export const useCaptcha = (initiallyVisible = false) => {
  const [visible, setVisible] = useState(initiallyVisible);
  const [image, setImage] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    setVisible(true);
    try {
      setImage((await fetchCaptcha()).image);
    } catch {
      setImage(null); // the field stays; a tap tries again
    }
  }, []);
  return { visible, image, refresh };
};
export type CaptchaState = ReturnType<typeof useCaptcha>;

/** The captcha input (digits, at most 6, required) with its image; a tap reloads and clears. */
export const CaptchaField = <T extends FieldValues>({
  captcha,
  control,
  name,
  clear,
}: {
  captcha: CaptchaState;
  control: Control<T>;
  name: FieldPath<T>;
  clear: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name={name}
      label={t('auth.fields.captcha')}
      required
      inputMode="numeric"
      digits
      maxLength={CAPTCHA_MAX_LENGTH}
      autoComplete="off"
      suffix={
        <button
          type="button"
          className="captcha-image"
          aria-label={t('auth.form.captchaImage')}
          data-testid="captcha-image"
          onClick={() => {
            clear();
            void captcha.refresh();
          }}
        >
          {captcha.image ? <img src={captcha.image} alt="" width={98} height={36} /> : '···'}
        </button>
      }
    />
  );
};
