import { useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { fetchCaptcha } from '../api/queries';
import type { Message } from '../form/messages';
import { CAPTCHA_MAX } from '../form/rules';
import { type FieldBinding, TextField } from './TextField';

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
export const CaptchaField = ({
  captcha,
  field,
  messages,
}: {
  captcha: CaptchaState;
  field: FieldBinding;
  messages: Message[] | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      messages={messages}
      label={t('auth.fields.captcha')}
      required
      inputMode="numeric"
      digits
      maxLength={CAPTCHA_MAX}
      autoComplete="off"
      suffix={
        <button
          type="button"
          className="captcha-image"
          aria-label={t('auth.form.captchaImage')}
          data-testid="captcha-image"
          onClick={() => {
            field.onChange('');
            void captcha.refresh();
          }}
        >
          {captcha.image ? <img src={captcha.image} alt="" width={98} height={36} /> : '···'}
        </button>
      }
    />
  );
};
