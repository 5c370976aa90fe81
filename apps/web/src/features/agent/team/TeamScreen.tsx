import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useMemberInfo } from '../../../shared/session/member-info';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { type TeamFilter, useTeamList } from './api';
import { TeamFilters } from './TeamFilters';
import { TeamRow } from './TeamRow';
import { type Picked, TransferSheet } from './TransferSheet';
import './team.css';

interface Parent {
  memberId: number;
  username: string;
}

/**
 * Team management (/m/member/team): the agent's downlines with filters and order, a sub-agent's
 * team drilled into and back, and members picked for a transfer from the agent's own cash.
 */
export default function TeamScreen() {
  const { t } = useTranslation();
  const info = useMemberInfo().data;
  const agentType = info?.type ?? 1;
  const [filter, setFilter] = useState<TeamFilter>({ sort: 'registered' });
  const [trail, setTrail] = useState<Parent[]>([]);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [sheet, setSheet] = useState(false);
  const current = trail.at(-1);
  const team = useTeamList({ ...filter, ...(current ? { parentId: current.memberId } : {}) });
  const pages = team.data?.pages ?? [];
  const list = pages.flatMap((p) => p.list);
  const first = pages[0];
  const pick = (member: Picked, on: boolean) =>
    setPicked((now) => (on ? [...now, member] : now.filter((p) => p.memberId !== member.memberId)));
  const back = trail.at(-2)?.username ?? info?.account ?? '';
  return (
    <section className="screen team-screen" data-testid="team-screen">
      <TeamFilters value={filter} agentType={agentType} onChange={setFilter} />
      {current && (
        <div className="team-trail">
          <button
            type="button"
            className="team-link"
            data-testid="team-back"
            onClick={() => setTrail(trail.slice(0, -1))}
          >
            ‹ {t('agentOps.team.backTo', { name: back })}
          </button>
          <strong data-testid="team-parent">
            {t('agentOps.team.teamOf', { name: current.username })}
          </strong>
        </div>
      )}
      {team.isPending && <Spinner label={t('common.loading')} />}
      {team.isError && !first && <ErrorRetry onRetry={() => void team.refetch()} />}
      {first && (
        <>
          <p className="team-count" data-testid="team-count">
            {t('agentOps.team.count', { count: first.totalCount })}
          </p>
          {list.length === 0 ? (
            <p className="team-empty" data-testid="team-empty">
              {t('agentOps.team.empty')}
            </p>
          ) : (
            <ul className={`team-list${team.isPlaceholderData ? ' team-list--stale' : ''}`}>
              {list.map((member) => (
                <TeamRow
                  key={member.memberId}
                  member={member}
                  selected={picked.some((p) => p.memberId === member.memberId)}
                  onSelect={(on) => pick(member, on)}
                  onOpenTeam={() => setTrail([...trail, member])}
                />
              ))}
            </ul>
          )}
          {team.hasNextPage && (
            <button
              type="button"
              className="team-button team-button--wide"
              disabled={team.isFetchingNextPage}
              onClick={() => void team.fetchNextPage()}
            >
              {t('agentOps.team.more')}
            </button>
          )}
        </>
      )}
      {picked.length > 0 && (
        <div className="team-bar" data-testid="team-bar">
          <span>{t('agentOps.team.selected', { count: picked.length })}</span>
          <button
            type="button"
            className="button button--primary"
            data-testid="team-transfer"
            onClick={() => setSheet(true)}
          >
            {t('agentOps.team.transfer')}
          </button>
        </div>
      )}
      {sheet && (
        <TransferSheet
          picked={picked}
          onClose={() => setSheet(false)}
          onDone={() => {
            setSheet(false);
            setPicked([]);
          }}
        />
      )}
    </section>
  );
}
