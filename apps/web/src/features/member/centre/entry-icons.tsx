import type { IconProps } from '../../../shared/ui/icons';
import {
  AgentIcon,
  ChartIcon,
  CoinsIcon,
  CrownIcon,
  DepositIcon,
  DownloadIcon,
  FeedbackIcon,
  GiftIcon,
  InviteIcon,
  ListIcon,
  NewsIcon,
  PercentIcon,
  ReceiptIcon,
  ReportIcon,
  ShieldIcon,
  TicketIcon,
  TransferUpIcon,
  TrophyIcon,
  WithdrawIcon,
} from '../icons';
import type { ItemId, TileId } from './menu-items';

type Icon = (props: IconProps) => React.ReactNode;

/** Each entry's icon and colour (a hue per kind of entry, so the grid reads at a glance). */
export const ENTRY_LOOKS: Record<TileId | ItemId, { Icon: Icon; tone: string }> = {
  benefits: { Icon: CrownIcon, tone: 'gold' },
  download: { Icon: DownloadIcon, tone: 'blue' },
  deposit: { Icon: DepositIcon, tone: 'green' },
  withdraw: { Icon: WithdrawIcon, tone: 'orange' },
  invite: { Icon: InviteIcon, tone: 'violet' },
  security: { Icon: ShieldIcon, tone: 'teal' },
  agent: { Icon: AgentIcon, tone: 'violet' },
  depositRecord: { Icon: ReceiptIcon, tone: 'green' },
  withdrawReport: { Icon: ReportIcon, tone: 'orange' },
  accountRecord: { Icon: ListIcon, tone: 'blue' },
  bettingRecord: { Icon: TicketIcon, tone: 'red' },
  profitAndLoss: { Icon: ChartIcon, tone: 'teal' },
  upLineTransfer: { Icon: TransferUpIcon, tone: 'blue' },
  rewardCenter: { Icon: GiftIcon, tone: 'red' },
  manualRebate: { Icon: CoinsIcon, tone: 'gold' },
  leaderBoard: { Icon: TrophyIcon, tone: 'gold' },
  myRebate: { Icon: PercentIcon, tone: 'green' },
  news: { Icon: NewsIcon, tone: 'blue' },
  feedback: { Icon: FeedbackIcon, tone: 'violet' },
};

/** An entry's icon in its tinted disc. */
export const EntryIcon = ({ id, size = 22 }: { id: TileId | ItemId; size?: number }) => {
  const { Icon, tone } = ENTRY_LOOKS[id];
  return (
    <span className={`mine-icon mine-icon--${tone}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
};
