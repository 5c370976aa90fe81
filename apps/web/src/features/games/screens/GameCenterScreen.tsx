import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useVendors } from '../api/queries';
import { CategoryBadge } from '../components/CategoryBadge';
import { Notice } from '../components/Notice';
import { categoryPathOf } from '../model/game-paths';
import '../games.css';

/**
 * /m/gameCenter: every category of the site, named by the vendors endpoint in the asked
 * language, with its vendors and game count; a tile opens the category's game list.
 */
export default function GameCenterScreen() {
  const { t } = useTranslation();
  const vendors = useVendors();
  return (
    <section className="screen game-center" data-testid="game-center">
      {vendors.isPending && <Spinner label={t('common.loading')} />}
      {vendors.isError && <ErrorRetry onRetry={() => void vendors.refetch()} />}
      {vendors.data?.sorting.length === 0 && <Notice title={t('games.noCategories')} />}
      <ul className="center-grid">
        {vendors.data?.sorting.map((entry) => {
          const games = entry.vendorNames.reduce((sum, v) => sum + v.gameCount, 0);
          return (
            <li key={entry.gameCategory}>
              <Link
                className="center-tile"
                data-testid={`center-${entry.gameCategory}`}
                to={categoryPathOf(paths.gameList, paths.lottery, entry.gameCategory)}
              >
                <CategoryBadge category={entry.gameCategory} />
                <span className="center-tile__text">
                  <span className="center-tile__name">{entry.name}</span>
                  <span className="center-tile__meta">
                    {t('games.gameCount', { count: games })}
                  </span>
                  <span className="center-tile__vendors">
                    {entry.vendorNames.map((v) => v.accountTypeName).join(' · ')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
