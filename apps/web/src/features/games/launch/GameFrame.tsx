import { useTranslation } from '../../../shared/i18n';
import { BackIcon } from '../../../shared/ui/icons';
import { PlayMoneyBadge } from '../../../shared/ui/PlayMoneyBadge';
import { useLeave, useRefreshAfterPlay } from './use-leave-game';

/**
 * The vendor's game page, full screen over the app frame: a slim bar with back and the game's
 * name, the page below it. Leaving refreshes the balance and recent games. A free-trial
 * session's bar says it plays with play money (the page learns it from its own state call).
 */
export const GameFrame = ({ url, gameName }: { url: string; gameName: string }) => {
  const { t } = useTranslation();
  const leave = useLeave();
  useRefreshAfterPlay();
  return (
    <div className="game-frame" data-testid="game-frame">
      <header className="game-frame__bar">
        <button
          type="button"
          className="icon-button game-frame__back"
          onClick={leave}
          aria-label={t('launch.exit')}
          data-testid="game-frame-back"
        >
          <BackIcon />
        </button>
        <h1 className="game-frame__title">{gameName}</h1>
        <span className="game-frame__spacer">
          <PlayMoneyBadge />
        </span>
      </header>
      <iframe
        className="game-frame__view"
        src={url}
        title={t('launch.frameTitle', { game: gameName })}
        allow="fullscreen; autoplay"
        referrerPolicy="same-origin"
        data-testid="game-iframe"
      />
    </div>
  );
};
