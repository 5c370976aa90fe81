import { MEMBER_TYPES, TEAM_LIST_SORTS, type TeamListSort } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { TeamFilter } from './api';

/** Levels offered in the filter: deeper teams are rare; the list itself shows every level. */
const LEVELS = [1, 2, 3, 4, 5];

/** Search by name (on submit), level, type and order; each change asks the list again. */
export const TeamFilters = ({
  value,
  agentType,
  onChange,
}: {
  value: TeamFilter;
  agentType: number;
  onChange: (next: TeamFilter) => void;
}) => {
  const { t } = useTranslation();
  const [name, setName] = useState(value.username ?? '');
  const set = (patch: Partial<TeamFilter>) => onChange({ ...value, ...patch });
  const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));
  return (
    <div className="team-filters" data-testid="team-filters">
      <form
        className="team-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ username: name.trim() || undefined });
        }}
      >
        <input
          className="team-input"
          type="search"
          value={name}
          placeholder={t('agentOps.team.search')}
          aria-label={t('agentOps.team.search')}
          data-testid="team-search"
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="team-button">
          {t('agentOps.team.searchButton')}
        </button>
      </form>
      <div className="team-filters__selects">
        <select
          className="team-input"
          aria-label={t('agentOps.team.level')}
          value={value.level ?? ''}
          data-testid="team-level"
          onChange={(event) => set({ level: numberOrUndefined(event.target.value) })}
        >
          <option value="">{t('agentOps.team.allLevels')}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {t('agentOps.team.levelN', { level })}
            </option>
          ))}
        </select>
        <select
          className="team-input"
          aria-label={t('agentOps.team.type')}
          value={value.type ?? ''}
          data-testid="team-type"
          onChange={(event) => set({ type: numberOrUndefined(event.target.value) })}
        >
          <option value="">{t('agentOps.team.allTypes')}</option>
          <option value={MEMBER_TYPES.member}>{t('agentOps.team.types.player')}</option>
          <option value={agentType}>{t('agentOps.team.types.agent')}</option>
        </select>
        <select
          className="team-input"
          aria-label={t('agentOps.team.sort')}
          value={value.sort ?? 'registered'}
          data-testid="team-sort"
          onChange={(event) => set({ sort: event.target.value as TeamListSort })}
        >
          {TEAM_LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`agentOps.team.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};
