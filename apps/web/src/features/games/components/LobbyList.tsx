import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session-store';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useLobbyList } from '../api/lobby-list';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { type LobbyState, MEMBER_TABS } from '../model/lobby-state';
import { flattenPages, hasMoreOf } from '../model/paging';
import { GameGrid } from './GameGrid';
import { Notice } from './Notice';

const EMPTY = {
  all: ['games.empty', 'games.emptyHint'],
  hot: ['games.empty', 'games.emptyHint'],
  fav: ['games.emptyFav', 'games.emptyFavHint'],
  recent: ['games.emptyRecent', 'games.emptyRecentHint'],
} as const;

/** The list section: loading, error with retry, empty, the grid and its paging footer. */
export const LobbyList = ({ state }: { state: LobbyState }) => {
  const { t } = useTranslation();
  const member = useSession() !== null;
  const list = useLobbyList(state);
  // A page that fails after the first ends paging silently (spec/02 section 8).
  const hasMore = hasMoreOf(list.hasNextPage, list.isFetchNextPageError);
  useInfiniteScroll(hasMore && !list.isFetching, () => void list.fetchNextPage());

  if (!member && MEMBER_TABS.includes(state.tab)) {
    return (
      <Notice title={t('games.loginTitle')} body={t('games.loginBody')} testId="lobby-login">
        <Link className="button button--primary" to={paths.login}>
          {t('frame.login')}
        </Link>
      </Notice>
    );
  }
  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError && !list.data) return <ErrorRetry onRetry={() => void list.refetch()} />;

  const games = flattenPages(list.data.pages);
  // The hot tab is one page by design: no "seen every game" under it.
  const footerText = list.isFetchingNextPage
    ? t('games.loadingMore')
    : hasMore || state.tab === 'hot'
      ? ''
      : t('games.noMore');
  if (games.length === 0) {
    const [title, body] = EMPTY[state.tab];
    return <Notice title={t(title)} body={t(body)} testId="lobby-empty" />;
  }
  return (
    <>
      <GameGrid games={games} />
      <p className="lobby-footer" data-testid="lobby-footer" data-pages={list.data.pages.length}>
        {footerText}
      </p>
    </>
  );
};
