import type { TeamOverviewAnswer } from '@lotto/contract';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/session/balance';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useTeamOverview } from './api';
import { CHART_METRICS, type ChartMetric, chartTotal } from './chart-series';
import { TeamRangeFilter } from './TeamRangeFilter';
import { TeamTopBar } from './TeamTopBar';
import type { TeamRangeChoice } from './team-range';
import '../../../shared/bets/records.css';
import './team-figures.css';

// The chart library comes with the chart, after the figures: never in another page's load.
const TeamChart = lazy(() => import('./TeamChart'));

const MEMBER_FIGURES = [
  ['teamSize', 'teamSize'],
  ['directMembers', 'direct'],
  ['indirectMembers', 'indirect'],
  ['newMembers', 'new'],
  ['activeMembers', 'active'],
] as const;

const MONEY_FIGURES = [
  'deposits',
  'withdrawals',
  'stake',
  'validStake',
  'payout',
  'winLoss',
  'rebates',
  'salaries',
  'dividends',
  'commissions',
] as const;

/**
 * /m/agent/team/overview: the agent's team over a period (members, money in and out, bets and
 * what the team was paid) and a chart of one figure over the last 30 site days.
 */
export default function TeamOverviewScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TeamRangeChoice>({ range: 'today' });
  const overview = useTeamOverview(range);
  const data = overview.data;
  return (
    <section className="screen team-figures" data-testid="team-overview">
      <TeamTopBar title={t('titles.teamOverview')} backTo={paths.agent} />
      <TeamRangeFilter value={range} onChange={setRange} />
      {overview.isPending && <Spinner label={t('common.loading')} />}
      {overview.isError && !data && <ErrorRetry onRetry={() => void overview.refetch()} />}
      {data && (
        <div className={overview.isPlaceholderData ? 'records-list--stale' : ''}>
          <p className="team-figures__period" data-testid="team-period">
            {t('agentTeam.period', { from: data.from, to: data.to })}
          </p>
          <FigureCard title={t('agentTeam.members.title')} testId="team-members">
            {MEMBER_FIGURES.map(([key, label]) => (
              <Figure
                key={key}
                id={key}
                label={t(`agentTeam.members.${label}`)}
                value={String(data[key])}
              />
            ))}
          </FigureCard>
          <FigureCard title={t('agentTeam.money.title')} testId="team-money">
            {MONEY_FIGURES.map((key) => (
              <Figure
                key={key}
                id={key}
                label={t(`agentTeam.money.${key}`)}
                value={formatMoney(data[key])}
              />
            ))}
          </FigureCard>
          <ChartCard series={data.series} />
        </div>
      )}
    </section>
  );
}

const FigureCard = ({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) => (
  <section className="team-card" aria-label={title} data-testid={testId}>
    <h2 className="team-card__title">{title}</h2>
    <dl className="team-card__grid">{children}</dl>
  </section>
);

const Figure = ({ id, label, value }: { id: string; label: string; value: string }) => (
  <div className="team-card__cell">
    <dt>{label}</dt>
    <dd data-testid={`team-figure-${id}`}>{value}</dd>
  </div>
);

const ChartCard = ({ series }: { series: TeamOverviewAnswer['series'] }) => {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<ChartMetric>('stake');
  const label = t(`agentTeam.chart.${metric}`);
  return (
    <section className="team-card" aria-labelledby="team-chart-title">
      <h2 className="team-card__title" id="team-chart-title">
        {t('agentTeam.chart.title')}
      </h2>
      <fieldset className="team-ranges__chips">
        <legend className="visually-hidden">{t('agentTeam.chart.metric')}</legend>
        {CHART_METRICS.map((m) => (
          <button
            key={m}
            type="button"
            className={`team-chip${metric === m ? ' team-chip--on' : ''}`}
            aria-pressed={metric === m}
            onClick={() => setMetric(m)}
          >
            {t(`agentTeam.chart.${m}`)}
          </button>
        ))}
      </fieldset>
      <p className="visually-hidden">
        {t('agentTeam.chart.summary', { label, total: chartTotal(series, metric) })}
      </p>
      <Suspense fallback={<div className="team-chart__canvas" />}>
        <TeamChart series={series} metric={metric} />
      </Suspense>
    </section>
  );
};
