import { LEADERBOARD_SIZE, type LeaderboardAnswer } from '@lotto/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLeaderboard } from '../api';
import '../leaderboard.css';
import '../promotions.css';

/** YYYY-MM-DD as the app's other dates read (YYYY/MM/DD). */
const dateOf = (day: string) => day.replaceAll('-', '/');

const Trophy = () => (
  <svg className="board-empty__art" viewBox="0 0 64 64" aria-hidden="true">
    <path d="M18 10h28v14a14 14 0 0 1-28 0z" fill="#f5b301" />
    <path
      d="M18 14H9a9 9 0 0 0 11 12M46 14h9a9 9 0 0 1-11 12"
      fill="none"
      stroke="#f5b301"
      strokeWidth="4"
    />
    <rect x="29" y="37" width="6" height="9" fill="#d99a00" />
    <rect x="20" y="46" width="24" height="8" rx="3" fill="var(--app-header-bg)" />
  </svg>
);

const Empty = (props: { title: string; body: string }) => {
  const { t } = useTranslation();
  return (
    <div className="empty-state board-empty" data-testid="leaderboard-empty">
      <Trophy />
      <h2 className="empty-state__title">{props.title}</h2>
      <p className="empty-state__body">{props.body}</p>
      <Link className="button button--primary" to={paths.activity}>
        {t('promotions.leaderboard.seeMissions')}
      </Link>
    </div>
  );
};

const Summary = ({ board }: { board: LeaderboardAnswer }) => {
  const { t } = useTranslation();
  const mission = board.mission;
  if (!mission) return null;
  return (
    <div className="board-summary" data-testid="leaderboard-summary">
      <h2 className="board-summary__title">{mission.title}</h2>
      <p className="board-summary__period">
        <span>{t('promotions.leaderboard.period')}</span>
        <span data-testid="leaderboard-period">
          {mission.from === mission.to
            ? dateOf(mission.from)
            : t('promotions.leaderboard.periodRange', {
                from: dateOf(mission.from),
                to: dateOf(mission.to),
              })}
        </span>
      </p>
      <dl
        className="board-summary__me"
        data-testid="leaderboard-me"
        data-rank={board.me.rank ?? ''}
      >
        <div>
          <dt>{t('promotions.leaderboard.yourRank')}</dt>
          <dd>
            {board.me.rank === null
              ? t('promotions.leaderboard.notRanked')
              : t('promotions.leaderboard.rank', { rank: board.me.rank })}
          </dd>
        </div>
        <div>
          <dt>{t('promotions.leaderboard.yourStake')}</dt>
          <dd>{t('promotions.leaderboard.amount', { amount: board.me.validStake })}</dd>
        </div>
      </dl>
    </div>
  );
};

/**
 * /m/leaderBoard (MISSION): the members with the most valid stake in a bet mission's category
 * over its period, names masked, with the member's own rank; a tab per open mission.
 */
export default function LeaderboardScreen() {
  const { t } = useTranslation();
  const [id, setId] = useState<number | null>(null);
  const board = useLeaderboard(id);
  const data = board.data;
  const current = data?.mission?.id ?? null;

  return (
    <section className="screen board" data-testid="leaderboard">
      {data && data.missions.length > 1 && (
        <div
          className="promo-tabs"
          role="tablist"
          aria-label={t('promotions.leaderboard.missions')}
        >
          {data.missions.map((m) => (
            <button
              key={m.id}
              type="button"
              role="tab"
              aria-selected={current === m.id}
              className={`promo-tabs__tab${current === m.id ? ' promo-tabs__tab--on' : ''}`}
              data-testid="leaderboard-mission"
              onClick={(event) => {
                setId(m.id);
                event.currentTarget.scrollIntoView({ inline: 'center', block: 'nearest' });
              }}
            >
              {m.title}
            </button>
          ))}
        </div>
      )}
      {board.isPending && <Spinner label={t('common.loading')} />}
      {board.isError && !data && <ErrorRetry onRetry={() => void board.refetch()} />}
      {data && !data.mission && (
        <Empty
          title={t('promotions.leaderboard.noMission')}
          body={t('promotions.leaderboard.noMissionBody')}
        />
      )}
      {data?.mission && (
        <div className="board__body">
          <Summary board={data} />
          {data.list.length === 0 ? (
            <Empty
              title={t('promotions.leaderboard.empty')}
              body={t('promotions.leaderboard.emptyBody')}
            />
          ) : (
            <div className="board-table">
              <h3 className="board-table__title">
                {t('promotions.leaderboard.top', { count: LEADERBOARD_SIZE })}
              </h3>
              <p className="board-row board-row--head" aria-hidden="true">
                <span>#</span>
                <span>{t('promotions.leaderboard.player')}</span>
                <span>{t('promotions.leaderboard.validStake')}</span>
              </p>
              <ol className="board-rows" data-testid="leaderboard-list">
                {data.list.map((row) => (
                  <li
                    key={row.rank}
                    className={`board-row${row.rank <= 3 ? ` board-row--top${row.rank}` : ''}`}
                    data-testid="leaderboard-row"
                  >
                    <span className="board-row__rank">{row.rank}</span>
                    <span className="board-row__name">{row.userName}</span>
                    <span className="board-row__stake">
                      {t('promotions.leaderboard.amount', { amount: row.validStake })}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
