import { useTranslation } from '../../../shared/i18n';
import { useCountdown } from '../sms/countdown';
import type { CodeSent } from '../sms/send-code';

/**
 * The get-code link beside an SMS code field (spec/01 section 4): `send` validates the number,
 * sends, and answers the countdown, or null when nothing was sent. While the countdown runs
 * the button shows the seconds left and cannot be used; with a memory name it survives a reload.
 */
export const SmsCodeButton = ({
  send,
  onSent,
  memory,
}: {
  send: () => Promise<CodeSent | null>;
  onSent?: () => void;
  memory?: string;
}) => {
  const { t } = useTranslation();
  const countdown = useCountdown(memory);
  const click = async () => {
    if (countdown.running) return;
    const sent = await send();
    if (sent === null) return;
    countdown.start(sent.seconds, sent.mobileNum);
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
