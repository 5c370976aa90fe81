import { type HotMatch, TIMINGS } from '@lotto/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { TeamBadge } from '../../../shared/ui/team-badge/TeamBadge';
import { useAutoplayCarousel } from '../components/use-autoplay-carousel';
import { HotMatchModal } from './HotMatchModal';

const Slide = ({
  match,
  current,
  onOpen,
}: {
  match: HotMatch;
  current: boolean;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="hot-matches__slide" aria-hidden={!current}>
      <button
        type="button"
        className="hot-matches__open"
        data-testid="hot-match"
        data-match={match.matchId}
        tabIndex={current ? 0 : -1}
        aria-label={t('homeContent.showMatch', {
          home: match.homeTeam,
          away: match.awayTeam,
          league: match.league,
          time: match.matchTime,
        })}
        onClick={onOpen}
      >
        <span className="hot-matches__head">
          <span className="hot-matches__league">{match.league}</span>
          <time className="hot-matches__time" dateTime={new Date(match.kickOffAt).toISOString()}>
            {match.matchTime}
          </time>
        </span>
        <span className="hot-matches__teams">
          <span className="hot-matches__team">
            <TeamBadge icon={match.homeTeamIcon} size={30} />
            <span className="hot-matches__name">{match.homeTeam}</span>
          </span>
          <span className="hot-matches__vs">{t('homeContent.versus')}</span>
          <span className="hot-matches__team hot-matches__team--away">
            <span className="hot-matches__name">{match.awayTeam}</span>
            <TeamBadge icon={match.awayTeamIcon} size={30} />
          </span>
        </span>
      </button>
    </div>
  );
};

/**
 * The hot-match strip: a vertical carousel of the next matches (the browser's scroll snapping,
 * its smooth scroll taking about the spec's 500 ms), moving up every 5000 ms and from the last
 * back to the first, only with more than one. Tapping a match opens its modal.
 */
export default function HotMatchStrip({ matches }: { matches: readonly HotMatch[] }) {
  const { t } = useTranslation();
  const moving = matches.length > 1;
  const [open, setOpen] = useState<HotMatch | null>(null);

  // The strip stands still while its modal is open: the match read stays in view.
  const { viewportRef, selected } = useAutoplayCarousel(
    'y',
    matches.map((m) => m.matchId),
    TIMINGS.hotMatchAutoplay,
    moving && !open,
  );

  return (
    <section
      className="hot-matches"
      aria-roledescription="carousel"
      aria-label={t('homeContent.hotMatches')}
      data-testid="hot-matches"
      data-selected={selected}
    >
      <span className="hot-matches__flag" aria-hidden="true">
        {t('homeContent.hotFlag')}
      </span>
      <div className="hot-matches__viewport" ref={viewportRef}>
        <div className="hot-matches__track">
          {matches.map((match, i) => (
            <Slide
              key={match.matchId}
              match={match}
              current={i === selected}
              onOpen={() => setOpen(match)}
            />
          ))}
        </div>
      </div>
      {open && <HotMatchModal match={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
