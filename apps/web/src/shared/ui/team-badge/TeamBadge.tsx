import './team-badge.css';

/** A steady hue for a badge key: the same team always wears the same colours. */
export const badgeHue = (key: string): number => {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
};

/**
 * A team's badge, drawn from its key (a three-letter code the server sends): a shield of two
 * tones of the team's own hue with the code on it. No picture is loaded, so nothing shifts.
 */
export const TeamBadge = ({ icon, size = 40 }: { icon: string; size?: number }) => {
  const hue = badgeHue(icon);
  return (
    <span
      className="team-badge"
      aria-hidden="true"
      data-testid="team-badge"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.3),
        background: `linear-gradient(150deg, hsl(${hue} 70% 44%), hsl(${(hue + 40) % 360} 75% 26%))`,
      }}
    >
      {icon}
    </span>
  );
};
