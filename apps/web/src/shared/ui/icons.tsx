/** Small inline icons, so the frame needs no icon library in its first load. */
export type IconProps = { size?: number; className?: string };

/** A 24x24 line icon drawn in the current text colour. */
export const svg = (size: number, className: string | undefined, children: React.ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className={className}
  >
    {children}
  </svg>
);

export const BackIcon = ({ size = 22, className }: IconProps) =>
  svg(size, className, <path d="M15 18l-6-6 6-6" />);
export const MoreIcon = ({ size = 22, className }: IconProps) =>
  svg(
    size,
    className,
    <>
      <circle cx="5" cy="12" r="1.5" fill="currentColor" />
      <circle cx="12" cy="12" r="1.5" fill="currentColor" />
      <circle cx="19" cy="12" r="1.5" fill="currentColor" />
    </>,
  );
export const CloseIcon = ({ size = 18, className }: IconProps) =>
  svg(size, className, <path d="M6 6l12 12M18 6L6 18" />);
export const HomeIcon = ({ size = 22, className }: IconProps) =>
  svg(size, className, <path d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />);
export const GiftIcon = ({ size = 22, className }: IconProps) =>
  svg(
    size,
    className,
    <path d="M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z" />,
  );
export const WalletIcon = ({ size = 26, className }: IconProps) =>
  svg(size, className, <path d="M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l13-4v4M16 13h2" />);
export const InviteIcon = ({ size = 22, className }: IconProps) =>
  svg(
    size,
    className,
    <path d="M16 21v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 11a4 4 0 100-8 4 4 0 000 8zM19 8v6M22 11h-6" />,
  );
export const UserIcon = ({ size = 22, className }: IconProps) =>
  svg(
    size,
    className,
    <path d="M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z" />,
  );
export const ArrowDownIcon = ({ size = 14, className }: IconProps) =>
  svg(size, className, <path d="M6 9l6 6 6-6" />);
export const LockIcon = ({ size = 16, className }: IconProps) =>
  svg(size, className, <path d="M5 11h14v10H5zM8 11V7a4 4 0 018 0v4" />);
export const PencilIcon = ({ size = 14, className }: IconProps) =>
  svg(size, className, <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
