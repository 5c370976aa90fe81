import { TEAM_FIGURES_MAX_RANGE_DAYS, TEAM_RANGES, type TeamRange } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { customDaysValid, type TeamRangeChoice } from './team-range';

/**
 * The period chips every team figures screen shares (today, yesterday, this and last month,
 * custom); custom opens two date fields, applied once they make a range the server takes.
 */
export const TeamRangeFilter = ({
  value,
  onChange,
}: {
  value: TeamRangeChoice;
  onChange: (next: TeamRangeChoice) => void;
}) => {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const pick = (range: TeamRange) => {
    setPicking(range === 'custom');
    if (range !== 'custom') onChange({ range });
  };
  const on = (range: TeamRange) => (picking ? range === 'custom' : value.range === range);
  return (
    <fieldset className="team-ranges">
      <legend className="visually-hidden">{t('agentTeam.ranges.label')}</legend>
      <div className="team-ranges__chips">
        {TEAM_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            className={`records-chip${on(range) ? ' records-chip--on' : ''}`}
            aria-pressed={on(range)}
            data-testid={`team-range-${range}`}
            onClick={() => pick(range)}
          >
            {t(`agentTeam.ranges.${range}`)}
          </button>
        ))}
      </div>
      {picking && (
        <div className="team-ranges__custom">
          <label>
            {t('agentTeam.custom.from')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
          <label>
            {t('agentTeam.custom.to')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </label>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={!customDaysValid(from, to)}
            onClick={() => {
              setPicking(false);
              onChange({ range: 'custom', from, to });
            }}
          >
            {t('agentTeam.custom.apply')}
          </button>
          <p className="team-ranges__hint">
            {t('agentTeam.custom.limit', { days: TEAM_FIGURES_MAX_RANGE_DAYS })}
          </p>
        </div>
      )}
    </fieldset>
  );
};
