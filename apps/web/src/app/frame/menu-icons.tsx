/** Icons of the header menu's popover, which loads on its first opening (HeaderMenuItems). */
import { type IconProps, svg } from '../../shared/ui/icons';

export const RefreshIcon = ({ size = 18, className }: IconProps) =>
  svg(size, className, <path d="M21 12a9 9 0 11-3-6.7L21 8M21 3v5h-5" />);
export const EyeIcon = ({ size = 18, className }: IconProps) =>
  svg(
    size,
    className,
    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 15a3 3 0 100-6 3 3 0 000 6z" />,
  );
export const HelpIcon = ({ size = 18, className }: IconProps) =>
  svg(
    size,
    className,
    <path d="M12 22a10 10 0 100-20 10 10 0 000 20zM9 9a3 3 0 115 2c-1 .6-2 1.2-2 2.5M12 17h.01" />,
  );
export const LogoutIcon = ({ size = 18, className }: IconProps) =>
  svg(size, className, <path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" />);
export const WithdrawIcon = ({ size = 18, className }: IconProps) =>
  svg(size, className, <path d="M3 7h18v12H3zM12 10v6M9 13l3 3 3-3M7 3h10" />);
