import { LazyDownloadPopup } from '../../features/home';
import { MemberCentre } from '../../features/member';
import { useUnclaimedCount } from '../../features/promotions';

/** /m/mine and /m/member/home: the member centre with the reward centre's badge. */
export default function MemberCentreScreen() {
  const unclaimed = useUnclaimedCount().data ?? 0;
  return (
    <MemberCentre
      unclaimedRewards={unclaimed}
      renderDownload={(close) => <LazyDownloadPopup onClose={close} />}
    />
  );
}
