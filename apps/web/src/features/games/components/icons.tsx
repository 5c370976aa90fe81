/** Icons of the games screens, inline like the shared ones. */
import { type IconProps, svg as stroke } from '../../../shared/ui/icons';

export const HeartIcon = ({ size = 18, filled }: IconProps & { filled: boolean }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.7 1.2 5.3 3.1 1.6-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
      fill={filled ? 'currentColor' : 'rgb(0 0 0 / 0.25)'}
      stroke="#fff"
      strokeWidth="1.6"
    />
  </svg>
);
export const SearchIcon = ({ size = 18, className }: IconProps) =>
  stroke(size, className, <path d="M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5" />);
export const FilterIcon = ({ size = 20, className }: IconProps) =>
  stroke(size, className, <path d="M3 5h18M6 12h12M10 19h4" />);
export const ChevronIcon = ({ size = 16, className, left }: IconProps & { left?: boolean }) =>
  stroke(size, className, <path d={left ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />);
export const ClockIcon = ({ size = 16, className }: IconProps) =>
  stroke(size, className, <path d="M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2" />);
export const FlameIcon = ({ size = 16, className }: IconProps) =>
  stroke(
    size,
    className,
    <path d="M12 22c4 0 7-3 7-7 0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-3 3-5 5-5 8 0 4 3 7 7 7z" />,
  );
export const StarIcon = ({ size = 16, className }: IconProps) =>
  stroke(
    size,
    className,
    <path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4 6.5 20.3l1-6.2L3 9.7l6.2-.9z" />,
  );
