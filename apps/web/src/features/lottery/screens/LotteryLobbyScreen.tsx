import { LOTTERY_FAMILIES, type LotteryFamily } from '@lotto/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n';
import { useLotteryGames } from '../api/queries';
import { ChipTabs } from '../components/ChipTabs';
import { GameList } from '../components/GameList';
import PopularLotteries from '../home/PopularLotteries';
import { VnLobby } from '../vn/VnLobby';
import '../lottery.css';

const familyOf = (value: string | null): LotteryFamily | undefined =>
  LOTTERY_FAMILIES.find((family) => family === value);

/**
 * /m/lottery: popular lotteries, then every game by family with its next draw and countdown;
 * the Vietnamese family by region with its board of drawn numbers.
 */
export default function LotteryLobbyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const family = familyOf(params.get('family'));
  const games = useLotteryGames({ family });
  return (
    <section className="screen lott" data-testid="lottery-lobby">
      <PopularLotteries more={false} />
      <div className="lott-popular-head">
        <h2 className="lott-section-title">{t('lottery.lobby.byFamily')}</h2>
        <Link
          className="lott-popular-head__more"
          to={paths.moreLottery}
          data-testid="more-lotteries"
        >
          {t('lottery.lobby.search')}
        </Link>
      </div>
      <ChipTabs
        label={t('titles.lottery')}
        tabs={[undefined, ...LOTTERY_FAMILIES].map((value) => ({
          id: value ?? 'all',
          value,
          label: t(`lottery.families.${value ?? 'all'}`),
        }))}
        selected={family}
        onSelect={(value) => setParams(value ? { family: value } : {}, { replace: true })}
        testIdPrefix="family"
      />
      <p className="lott-note">{t('lottery.lobby.selfRun')}</p>
      {family === 'VN' && games.data ? (
        <VnLobby games={games.data.list} />
      ) : (
        <GameList
          games={games.data?.list}
          isLoading={games.isLoading}
          isError={games.isError}
          onRetry={() => void games.refetch()}
          empty={t('lottery.lobby.empty')}
        />
      )}
    </section>
  );
}
