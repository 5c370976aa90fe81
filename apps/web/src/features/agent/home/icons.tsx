import { type IconProps, svg } from '../../../shared/ui/icons';

/** Line icons of the agent area, drawn like the frame's (shared/ui/icons). */
const icon =
  (paths: React.ReactNode) =>
  ({ size = 22, className }: IconProps) =>
    svg(size, className, paths);

export const TeamIcon = icon(
  <path d="M17 21v-2a4 4 0 00-4-4H5a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM23 21v-2a4 4 0 00-3-3.9M16 3.1a4 4 0 010 7.8" />,
);
export const ChartIcon = icon(<path d="M3 3v18h18M7 15l4-4 3 3 6-6" />);
export const ReceiptIcon = icon(
  <path d="M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2zM9 7h6M9 11h6M9 15h4" />,
);
export const EnvelopeIcon = icon(<path d="M4 4h16v16H4zM4 4l8 7 8-7M9 15h6" />);
export const PnlIcon = icon(<path d="M12 2v20M17 6H9.5a3.5 3.5 0 000 7h5a3.5 3.5 0 010 7H6" />);
export const DiceIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
  </>,
);
export const PercentIcon = icon(
  <path d="M19 5L5 19M6.5 9a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM17.5 20a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />,
);
export const CoinsIcon = icon(
  <path d="M9 14c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3zM2 11v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4M16 9.2c3.3.3 6 1.5 6 2.8 0 1.7-3.1 3-7 3M16 15c3.3-.3 6-1.4 6-3" />,
);
export const ShieldIcon = icon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const MailIcon = icon(<path d="M3 5h18v14H3zM3 6l9 7 9-7" />);
export const HeadsetIcon = icon(
  <path d="M3 18v-6a9 9 0 0118 0v6M21 19a2 2 0 01-2 2h-1v-6h3zM3 19a2 2 0 002 2h1v-6H3z" />,
);
export const ChevronIcon = icon(<path d="M9 18l6-6-6-6" />);
export const UserPlusIcon = icon(
  <path d="M16 21v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM19 8v6M22 11h-6" />,
);
export const BellIcon = icon(
  <path d="M18 8a6 6 0 00-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />,
);
export const OnlineIcon = icon(
  <path d="M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 20h0M2 9a15 15 0 0120 0" />,
);
export const LoginIcon = icon(
  <path d="M15 3h4a2 2 0 012 2v14a2 2 0 01-2 2h-4M10 17l5-5-5-5M15 12H3" />,
);
