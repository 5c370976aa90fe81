import type { ReactNode } from 'react';

/**
 * Reel symbols drawn as small SVGs (a phone may lack an emoji font). The vendor names its
 * symbols; a name without a drawing shows as a lettered tile.
 */
const DRAWINGS: Record<string, ReactNode> = {
  seven: (
    <text x="12" y="19" textAnchor="middle" fontSize="19" fontWeight="900" fill="#e11d48">
      7
    </text>
  ),
  bar: (
    <>
      <rect x="2" y="7" width="20" height="10" rx="2" fill="#111827" />
      <text x="12" y="15.5" textAnchor="middle" fontSize="7.5" fontWeight="800" fill="#fbbf24">
        BAR
      </text>
    </>
  ),
  cherry: (
    <>
      <path
        d="M8 15c1-6 4-9 9-11M16 15c0-5 0-8 1-11"
        stroke="#15803d"
        strokeWidth="1.6"
        fill="none"
      />
      <circle cx="8" cy="17" r="4" fill="#dc2626" />
      <circle cx="16" cy="17" r="4" fill="#b91c1c" />
    </>
  ),
  lemon: <ellipse cx="12" cy="12" rx="9" ry="7" fill="#facc15" stroke="#ca8a04" />,
  bell: (
    <>
      <path d="M6 17c1-2 1-4 1-7a5 5 0 0110 0c0 3 0 5 1 7z" fill="#f59e0b" />
      <circle cx="12" cy="19" r="2" fill="#b45309" />
    </>
  ),
  star: (
    <path
      d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.5 5.7 21l1.5-7L2 9.3l7-.8z"
      fill="#fbbf24"
      stroke="#d97706"
    />
  ),
  diamond: <path d="M6 4h12l4 6-10 12L2 10z" fill="#22d3ee" stroke="#0891b2" />,
  grape: (
    <>
      {[
        [9, 8],
        [15, 8],
        [12, 12],
        [6, 12],
        [18, 12],
        [9, 16],
        [15, 16],
        [12, 20],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill="#7c3aed" />
      ))}
    </>
  ),
  clover: (
    <>
      <circle cx="12" cy="7" r="4.5" fill="#16a34a" />
      <circle cx="7" cy="12" r="4.5" fill="#16a34a" />
      <circle cx="17" cy="12" r="4.5" fill="#16a34a" />
      <path d="M12 12v10" stroke="#166534" strokeWidth="2" />
    </>
  ),
  wild: (
    <>
      <circle cx="12" cy="12" r="10" fill="#7c3aed" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="12" fontWeight="900" fill="#fde68a">
        W
      </text>
    </>
  ),
};

const ALIASES: Record<string, string> = {
  '7': 'seven',
  cherries: 'cherry',
  grapes: 'grape',
  gem: 'diamond',
  jewel: 'diamond',
};

const drawingOf = (name: string) => {
  const key = name.toLowerCase();
  return DRAWINGS[ALIASES[key] ?? key];
};

/** One reel symbol. */
export const ReelSymbol = ({ name }: { name: string }) => {
  const drawing = drawingOf(name);
  if (!drawing) {
    return <span className="slot__tile">{name.slice(0, 4).toUpperCase()}</span>;
  }
  return (
    <svg className="slot__symbol" viewBox="0 0 24 24" role="img" aria-label={name}>
      {drawing}
    </svg>
  );
};

/** What a spinning reel shows going past. */
export const BLUR_STRIP = ['seven', 'cherry', 'bell', 'star', 'diamond', 'lemon', 'bar', 'grape'];
