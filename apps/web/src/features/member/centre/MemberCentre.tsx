import { templateVersionsOf } from '@lotto/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useMemberInfo } from '../../../shared/session/member-info';
import { useSession } from '../../../shared/session/session-store';
import { useSite } from '../../../shared/site/site-status';
import { CentreGrid, CentreList, CentreTiles, QuickActions } from './CentreEntries';
import { CentreHeader } from './CentreHeader';
import { GuestCard, MemberCard } from './MemberCard';
import { itemsOf, type TileId, tilesOf } from './menu-items';
import { useUnreadMessages } from './use-unread-messages';
import '../member.css';

const QUICK: readonly TileId[] = ['deposit', 'withdraw'];

export interface MemberCentreProps {
  /** Rewards waiting in the reward centre (its badge); the promotions feature counts them. */
  unclaimedRewards: number;
  /** The download popup (the home feature's), open until `close` is called. */
  renderDownload: (close: () => void) => ReactNode;
}

/**
 * /m/mine and /m/member/home (spec/02 section 2). The site's template picks the layout:
 * `mem_cen` '1' the new one (a tile grid first, every entry a tile), otherwise the base one
 * (a strip of tiles, then the list of spec/02). Both show the same entries by the same rules.
 */
export const MemberCentre = ({ unclaimedRewards, renderDownload }: MemberCentreProps) => {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const info = useMemberInfo();
  const unread = useUnreadMessages();
  const [download, setDownload] = useState(false);
  const { version } = templateVersionsOf(site.mobileTemplate);
  const input = { whitelabel: site.info.whitelabel, member: info.data ?? null };
  const tiles = tilesOf(input);
  const items = itemsOf(input);
  const openDownload = () => setDownload(true);
  // The new layout puts deposit and withdraw under the member's balance, the rest in the grid.
  const quick = tiles.filter((tile) => QUICK.includes(tile.id));
  const others = tiles.filter((tile) => !QUICK.includes(tile.id));
  const unclaimed = site.info.whitelabel.REWCEN3 === false ? 0 : unclaimedRewards;
  return (
    <section
      className={`screen mine mine--${version}`}
      data-testid="member-centre"
      data-template={version}
      aria-label={t('titles.mine')}
    >
      <CentreHeader onDownload={openDownload} unread={session ? unread : 0} />
      <div className="mine__hero">{session ? <MemberCard /> : <GuestCard />}</div>
      <div className="mine__body">
        {version === 'new' ? (
          <>
            {session && <QuickActions tiles={quick} />}
            <div className="mine-panel mine-panel--tiles">
              <CentreTiles tiles={session ? others : tiles} onDownload={openDownload} look="grid" />
            </div>
            <CentreGrid items={items} unclaimed={unclaimed} />
          </>
        ) : (
          <>
            <div className="mine-panel mine-panel--tiles">
              <CentreTiles tiles={tiles} onDownload={openDownload} look="row" />
            </div>
            <CentreList items={items} unclaimed={unclaimed} />
          </>
        )}
      </div>
      {download && renderDownload(() => setDownload(false))}
    </section>
  );
};
