import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { ErrorRetry } from '../../../shared/ui/ErrorRetry';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCategoryVendors, useVendors } from '../api/queries';
import { HotGames } from '../components/HotGames';
import { PARAM, SLOTS } from '../model/lobby-state';
import '../games.css';

const slotsList = (extra = '') => `${paths.gameList}?${PARAM.gameType}=${SLOTS}${extra}`;

/** /m/slotsCenter: the slot vendors and the hot slots, each leading into the slots list. */
export default function SlotsCenterScreen() {
  const { t } = useTranslation();
  const catalogue = useVendors();
  const vendors = useCategoryVendors(SLOTS);
  const total = vendors.reduce((sum, v) => sum + v.gameCount, 0);
  return (
    <section className="screen slots-center" data-testid="slots-center">
      <div className="center-head">
        <h2 className="center-head__title">{t('games.slotVendors')}</h2>
        <Link className="center-head__more" to={slotsList()} data-testid="all-slots">
          {t('games.allSlots', { count: total })}
        </Link>
      </div>
      {catalogue.isPending && <Spinner label={t('common.loading')} />}
      {catalogue.isError && <ErrorRetry onRetry={() => void catalogue.refetch()} />}
      <ul className="vendor-grid">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link
              className="vendor-card"
              data-testid={`slots-vendor-${v.vassalage}`}
              to={slotsList(`&${PARAM.vendor}=${v.vassalage}`)}
            >
              <span className="vendor-card__name">{v.accountTypeName}</span>
              <span className="vendor-card__meta">
                {t('games.gameCount', { count: v.gameCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <HotGames
        gameType={SLOTS}
        title={t('games.hotSlots')}
        moreTo={slotsList(`&${PARAM.tab}=hot`)}
      />
    </section>
  );
}
