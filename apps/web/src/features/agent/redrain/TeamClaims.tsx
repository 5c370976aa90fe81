import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { useSite } from '../../../shared/site/site-status';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTeamClaims } from './api';

const timeOf = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

/** An agent's view: who in the team opened an envelope, newest first, and the total. */
export const TeamClaims = () => {
  const { t } = useTranslation();
  const { site } = useSite();
  const claims = useTeamClaims(true);
  const money = (amount: string) => `${site.currencySymbol} ${formatMoney(amount)}`;
  let body = <Spinner label={t('redRain.loading')} />;
  if (claims.isError) body = <ErrorRetry onRetry={() => void claims.refetch()} />;
  else if (claims.data && claims.data.list.length === 0) {
    body = <p className="rain-team__empty">{t('redRain.teamEmpty')}</p>;
  } else if (claims.data) {
    body = (
      <>
        <p className="rain-team__total">
          {t('redRain.teamTotal', { amount: money(claims.data.total) })}
        </p>
        <table className="rain-team__table">
          <thead>
            <tr>
              <th scope="col">{t('redRain.member')}</th>
              <th scope="col">{t('redRain.amount')}</th>
              <th scope="col">{t('redRain.time')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.data.list.map((c) => (
              <tr key={`${c.roundId}-${c.username}`} data-testid="rain-team-claim">
                <td>{c.username}</td>
                <td>{money(c.amount)}</td>
                <td>{timeOf(c.claimedAt, site.timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }
  return (
    <section className="rain-team" aria-labelledby="rain-team-title" data-testid="rain-team">
      <h2 className="rain-team__title" id="rain-team-title">
        {t('redRain.teamTitle')}
      </h2>
      {body}
    </section>
  );
};
