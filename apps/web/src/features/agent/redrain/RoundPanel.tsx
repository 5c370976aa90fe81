import type { RedRainRoundView } from '@lotto/contract';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { Countdown } from './Countdown';
import { Rain } from './Rain';

interface Props {
  round: RedRainRoundView;
  offset: number;
  busy: boolean;
  onOpen: () => void;
  onRoundChange: () => void;
}

/** What today's deposits and valid stake must reach, beside what they are. */
const Requirement = ({ round }: { round: RedRainRoundView }) => {
  const { t } = useTranslation();
  const { site } = useSite();
  const money = (amount: string) => `${site.currencySymbol} ${formatMoney(amount)}`;
  const { requirement: r } = round;
  const rows = [
    ['minDeposit', r.depositToday, r.minDeposit],
    ['minValidStake', r.validStakeToday, r.minValidStake],
  ] as const;
  return (
    <div className="rain-card" data-testid="rain-requirement">
      <p>{t('redRain.notEligible')}</p>
      <dl className="rain-card__rows">
        {rows
          .filter(([, , need]) => need !== '0.00')
          .map(([label, have, need]) => (
            <div key={label}>
              <dt>{t(`redRain.${label}`)}</dt>
              <dd>{t('redRain.ofRequired', { have: money(have), need: money(need) })}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
};

/** The round's part of the screen: the rain, or why there is none for the member, and the clock. */
export const RoundPanel = ({ round, offset, busy, onOpen, onRoundChange }: Props) => {
  const { t } = useTranslation();
  const { site } = useSite();
  const open = round.state === 'open';
  const countdown = (
    <Countdown
      label={t(open ? 'redRain.endsIn' : 'redRain.startsIn')}
      target={round.countdownTo}
      offset={offset}
      onDone={onRoundChange}
    />
  );
  if (!open) {
    return (
      <>
        {countdown}
        {!round.eligible && <Requirement round={round} />}
      </>
    );
  }
  let body = <Rain onOpen={onOpen} busy={busy} />;
  if (round.claim) {
    const amount = `${site.currencySymbol} ${formatMoney(round.claim.amount)}`;
    body = (
      <div className="rain-card" data-testid="rain-claimed">
        <h2 className="rain-card__title">{t('redRain.claimedTitle')}</h2>
        <p>{t('redRain.claimedText', { amount })}</p>
      </div>
    );
  } else if (!round.eligible) body = <Requirement round={round} />;
  else if (round.envelopesLeft === 0) body = <p className="rain-card">{t('redRain.empty')}</p>;
  return (
    <>
      {countdown}
      {!round.claim && round.eligible && round.envelopesLeft > 0 && (
        <p className="rain-hint">{t('redRain.raining')}</p>
      )}
      {body}
      <p className="rain-left" data-testid="rain-left">
        {t('redRain.envelopesLeft', { left: round.envelopesLeft, total: round.envelopes })}
      </p>
    </>
  );
};
