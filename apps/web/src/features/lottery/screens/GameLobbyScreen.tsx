import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useLotteryGames } from '../api/queries';
import { GameList } from '../components/GameList';
import { vendorGames } from '../model/search';
import { usePageBack } from '../model/use-page-back';
import '../lottery.css';

/** /m/gameLobby?vendor=: one lottery vendor's games, as its catalogue launch opens them. */
export default function GameLobbyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageBack();
  const vendor = params.get('vendor') ?? '';
  const games = useLotteryGames();
  const shown = games.data ? vendorGames(games.data.list, vendor) : undefined;
  return (
    <section className="screen lott" data-testid="game-lobby">
      <p className="lott-note">{t('lottery.lobby.selfRun')}</p>
      <GameList
        games={shown}
        isLoading={games.isLoading}
        isError={games.isError}
        onRetry={() => void games.refetch()}
        empty={t('lottery.lobby.vendorEmpty')}
      />
    </section>
  );
}
