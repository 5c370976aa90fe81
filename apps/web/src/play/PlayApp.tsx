import { playTicket } from '@lotto/contract';
import { GameScreen } from './parts/GameScreen';
import { SportsScreen } from './sports/SportsScreen';
import { t } from './texts';
import { useGame } from './use-game';

const Notice = ({
  title,
  body,
  onRetry,
}: {
  title: string;
  body?: string;
  onRetry?: () => void;
}) => (
  <main className="play play--notice" role="alert" data-testid="play-notice">
    <p className="play__notice-title">{title}</p>
    {body && <p className="play__notice-body">{body}</p>}
    {onRetry && (
      <button type="button" className="play__action" onClick={onRetry} data-testid="play-retry">
        {t('retry')}
      </button>
    )}
  </main>
);

const Game = ({ ticket }: { ticket: string }) => {
  const game = useGame(ticket);
  const { state } = game;
  if (state.phase === 'ended')
    return <Notice title={state.error?.message ?? ''} body={t('reopen')} />;
  if (state.info?.game.kind === 'match') return <SportsScreen ticket={ticket} info={state.info} />;
  if (state.info) return <GameScreen game={game} info={state.info} />;
  if (state.phase === 'failed') {
    return <Notice title={state.error?.message || t('networkError')} onRetry={game.reload} />;
  }
  return (
    <main className="play play--notice" role="status" data-testid="play-loading">
      <span className="play__spinner" aria-hidden="true" />
      <p className="play__notice-body">{t('loading')}</p>
    </main>
  );
};

/** The vendor game page behind a launch ticket; a malformed ticket never reaches the server. */
export const PlayApp = ({ ticket }: { ticket: string }) =>
  playTicket.safeParse(ticket).success ? <Game ticket={ticket} /> : <Notice title={t('reopen')} />;
