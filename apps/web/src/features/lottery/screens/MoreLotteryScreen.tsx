import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useLotteryGames } from '../api/queries';
import { GameList } from '../components/GameList';
import { matchesSearch } from '../model/search';
import '../lottery.css';

/** /m/moreLottery: every game, searchable by name or code (the search stays in the address). */
export default function MoreLotteryScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const games = useLotteryGames();
  const shown = games.data?.list.filter((game) => matchesSearch(game, q));
  return (
    <section className="screen lott" data-testid="more-lottery">
      <search className="lott-search">
        <label className="visually-hidden" htmlFor={id}>
          {t('lottery.lobby.searchLabel')}
        </label>
        <input
          id={id}
          type="search"
          value={q}
          placeholder={t('lottery.lobby.searchPlaceholder')}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
          data-testid="lottery-search"
        />
      </search>
      <GameList
        games={shown}
        isLoading={games.isLoading}
        isError={games.isError}
        onRetry={() => void games.refetch()}
        empty={q ? t('lottery.lobby.noMatch', { q }) : t('lottery.lobby.empty')}
      />
    </section>
  );
}
