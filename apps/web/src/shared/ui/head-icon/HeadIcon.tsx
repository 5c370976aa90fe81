import { useId } from 'react';
import { HEAD_ICON_ART, type Shape } from './head-icon-art';
import './head-icon.css';

/** Outlined shapes: no fill, a 3-unit line. */
const OUTLINE = { fill: 'none', strokeWidth: 3 } as const;

const ShapeOf = ({ shape }: { shape: Shape }) => {
  if (shape.kind === 'polygon') return <polygon points={shape.points} />;
  const outline = shape.stroke ? OUTLINE : undefined;
  if (shape.kind === 'path') return <path d={shape.d} {...outline} />;
  return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...outline} />;
};

interface HeadIconProps {
  /** 1..HEAD_ICON_COUNT; 0 (none chosen) shows the first letter of `name`. */
  icon: number;
  name: string;
  size: number;
  /** Read by assistive technology; empty when the icon only decorates a name beside it. */
  label?: string;
}

/** A member's head icon (spec/01 section 7), drawn: the same art wherever it appears. */
export const HeadIcon = ({ icon, name, size, label = '' }: HeadIconProps) => {
  const art = HEAD_ICON_ART[icon - 1];
  // One gradient per drawing: two icons on a page must not share (or clash on) an id.
  const gradient = useId();
  return (
    <svg
      className="head-icon"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-icon={icon}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art?.from ?? '#9ca3af'} />
          <stop offset="1" stopColor={art?.to ?? '#4b5563'} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradient})`} />
      {art ? (
        <g className="head-icon__glyph">
          {art.shapes.map((shape, i) => (
            // The shapes of one icon never reorder: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static art
            <ShapeOf key={i} shape={shape} />
          ))}
        </g>
      ) : (
        <text
          className="head-icon__initial"
          x="32"
          y="33"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {[...name.trim()][0]?.toUpperCase() ?? '?'}
        </text>
      )}
    </svg>
  );
};
