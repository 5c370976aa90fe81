import { type IconProps, svg } from '../../shared/ui/icons';

/** Line icons of the member and security centres, drawn like the frame's (shared/ui/icons). */
const icon =
  (paths: React.ReactNode) =>
  ({ size = 22, className }: IconProps) =>
    svg(size, className, paths);

export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 01-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 010-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 014 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 010 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </>,
);
export const MailIcon = icon(<path d="M3 5h18v14H3zM3 6l9 7 9-7" />);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M4 19h16" />);
export const CrownIcon = icon(<path d="M3 8l4 4 5-7 5 7 4-4-2 11H5zM5 19h14" />);
export const DepositIcon = icon(
  <path d="M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l13-4v4M12 11v6M9 14h6" />,
);
export const WithdrawIcon = icon(
  <path d="M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M2 21h20M12 2l9 5H3z" />,
);
export const InviteIcon = icon(
  <path d="M16 21v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM19 8v6M22 11h-6" />,
);
export const ShieldIcon = icon(
  <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4" />,
);
export const AgentIcon = icon(
  <path d="M12 3a3 3 0 100 6 3 3 0 000-6zM5 15a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM19 15a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM12 9v3M12 12l-6 3.5M12 12l6 3.5" />,
);
export const ReceiptIcon = icon(
  <path d="M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4" />,
);
export const ReportIcon = icon(<path d="M6 2h9l5 5v15H6zM14 2v6h6M12 18v-6M9 15l3 3 3-3" />);
export const ListIcon = icon(<path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const TicketIcon = icon(
  <path d="M3 7a2 2 0 012-2h14a2 2 0 012 2v3a2 2 0 000 4v3a2 2 0 01-2 2H5a2 2 0 01-2-2v-3a2 2 0 000-4zM14 5v14" />,
);
export const ChartIcon = icon(<path d="M3 3v18h18M7 15l4-4 3 3 6-7" />);
export const TransferUpIcon = icon(<path d="M12 19V5M6 11l6-6 6 6M4 21h16" />);
export const GiftIcon = icon(
  <path d="M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />,
);
export const CoinsIcon = icon(
  <>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7M3 12v5c0 1.7 2.7 3 6 3 1.3 0 2.5-.2 3.5-.6" />
    <circle cx="17" cy="16" r="4" />
  </>,
);
export const TrophyIcon = icon(
  <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 01-10 0zM7 6H4a3 3 0 003 4M17 6h3a3 3 0 01-3 4" />,
);
export const PercentIcon = icon(
  <>
    <path d="M19 5L5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </>,
);
export const NewsIcon = icon(
  <path d="M4 4h13v16H6a2 2 0 01-2-2zM17 8h3v10a2 2 0 01-2 2M8 8h5M8 12h5M8 16h3" />,
);
export const FeedbackIcon = icon(
  <path d="M21 12a8 8 0 01-11.6 7.1L3 21l1.9-6.4A8 8 0 1121 12zM8 10h8M8 14h5" />,
);
export const ChevronIcon = icon(<path d="M9 6l6 6-6 6" />);
export const LockIcon = icon(<path d="M5 11h14v10H5zM8 11V7a4 4 0 018 0v4M12 15v2" />);
export const KeyIcon = icon(
  <>
    <circle cx="7.5" cy="15.5" r="4.5" />
    <path d="M10.7 12.3L21 2M17 6l3 3M14 9l2 2" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2" />,
);
export const TabletIcon = icon(
  <path d="M5 2h14a1 1 0 011 1v18a1 1 0 01-1 1H5a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2" />,
);
export const DesktopIcon = icon(<path d="M2 4h20v12H2zM8 20h8M12 16v4" />);
export const AtIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 006 0v-1a10 10 0 10-3.9 7.9" />
  </>,
);
export const SignOutIcon = icon(
  <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const PinIcon = icon(
  <>
    <path d="M12 22s7-6.2 7-12a7 7 0 10-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
