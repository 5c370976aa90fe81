import { useTranslation } from '../../../shared/i18n';
import { useCountdown } from '../sms/countdown';

/**
 * The get-code link beside an SMS code field (spec/01 section 4): `send` validates the number,
 * sends, and answers the countdown length in seconds, or null when nothing was sent. While the
 * countdown runs the button shows the seconds left and cannot be used.
 */
export const SmsCodeButton = ({
  send,
  onSent,
}: {
  send: () => Promise<number | null>;
  onSent?: () => void;
}) => {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const click = async () => {
    if (countdown.running) return;
    const seconds = await send();
    if (seconds === null) return;
    countdown.start(seconds);
    onSent?.();
  };
  return (
    <button
      type="button"
      className="sms-button"
      data-testid="sms-button"
      disabled={countdown.running}
      onClick={() => void click()}
    >
      {countdown.running
        ? t('auth.form.countdown', { seconds: countdown.left })
        : t('auth.form.getCode')}
    </button>
  );
};
