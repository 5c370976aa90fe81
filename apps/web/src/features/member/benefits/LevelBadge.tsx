/**
 * A level's badge: a shield in the level's metal (bronze, silver, gold, platinum, diamond,
 * then diamond again) with its number; level 0 is a plain grey shield.
 */
const METALS: readonly (readonly [string, string])[] = [
  ['#9ca3af', '#6b7280'],
  ['#e2a46b', '#a0602c'],
  ['#e5e7eb', '#9ca3af'],
  ['#ffd166', '#d49a06'],
  ['#a5f3fc', '#0e7490'],
  ['#c4b5fd', '#6d28d9'],
];

export const LevelBadge = ({ level, size = 56 }: { level: number; size?: number }) => {
  const [light, dark] = METALS[Math.min(level, METALS.length - 1)] ?? ['#9ca3af', '#6b7280'];
  const id = `vip-badge-${level}-${size}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className="vip-badge">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path
        d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12z"
        fill={`url(#${id})`}
        stroke="rgb(0 0 0 / 0.18)"
        strokeWidth="1.5"
      />
      <path d="M20 20l6 5 6-9 6 9 6-5-2 12H22z" fill="rgb(255 255 255 / 0.85)" />
      <text
        x="32"
        y="50"
        textAnchor="middle"
        fontSize="14"
        fontWeight="800"
        fill="#1f2430"
        fontFamily="system-ui, sans-serif"
      >
        {level > 0 ? `V${level}` : '–'}
      </text>
    </svg>
  );
};
