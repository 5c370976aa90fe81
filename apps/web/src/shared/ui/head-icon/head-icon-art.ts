import { HEAD_ICON_COUNT } from '@lotto/contract';

/**
 * The head icons a member chooses from (1..HEAD_ICON_COUNT): an emblem of the casino floor on a
 * coloured disc, drawn in a 64-unit box, so they stay sharp at any size and cost no download.
 */

export type Shape =
  | { kind: 'path'; d: string; stroke?: boolean }
  | { kind: 'polygon'; points: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; stroke?: boolean };

export interface HeadIconArt {
  /** The disc's gradient, top left to bottom right. */
  from: string;
  to: string;
  shapes: readonly Shape[];
}

const star = (cx: number, cy: number, outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

const HEART =
  'M32 47C15 35 17 20 25.5 20c3 0 5.2 1.8 6.5 4.2C33.3 21.8 35.5 20 38.5 20 47 20 49 35 32 47Z';

export const HEAD_ICON_ART: readonly HeadIconArt[] = [
  {
    from: '#f7c948',
    to: '#d97706',
    shapes: [{ kind: 'polygon', points: '16,44 18,23 26,31 32,18 38,31 46,23 48,44' }],
  },
  { from: '#fb7185', to: '#be123c', shapes: [{ kind: 'polygon', points: star(32, 33, 16, 7) }] },
  {
    from: '#38bdf8',
    to: '#1d4ed8',
    shapes: [{ kind: 'polygon', points: '32,15 47,29 32,49 17,29' }],
  },
  { from: '#f472b6', to: '#9d174d', shapes: [{ kind: 'path', d: HEART }] },
  {
    from: '#64748b',
    to: '#0f172a',
    shapes: [
      {
        kind: 'path',
        d: 'M32 16C49 28 47 42 38.5 42c-3 0-5.2-1.8-6.5-4.2C30.7 40.2 28.5 42 25.5 42 17 42 15 28 32 16Z',
      },
      { kind: 'polygon', points: '32,38 37,49 27,49' },
    ],
  },
  {
    from: '#4ade80',
    to: '#15803d',
    shapes: [
      { kind: 'circle', cx: 32, cy: 22, r: 7 },
      { kind: 'circle', cx: 23.5, cy: 33, r: 7 },
      { kind: 'circle', cx: 40.5, cy: 33, r: 7 },
      { kind: 'polygon', points: '30.5,32 33.5,32 36,49 28,49' },
    ],
  },
  {
    from: '#a78bfa',
    to: '#5b21b6',
    shapes: [{ kind: 'polygon', points: '35,13 19,36 30,36 27,51 45,26 34,26' }],
  },
  {
    from: '#818cf8',
    to: '#312e81',
    shapes: [{ kind: 'path', d: 'M37 15a17 17 0 1 0 10 27A13 13 0 0 1 37 15Z' }],
  },
  {
    from: '#fde047',
    to: '#ea580c',
    shapes: [
      { kind: 'circle', cx: 32, cy: 32, r: 8 },
      { kind: 'polygon', points: star(32, 32, 18, 11) },
    ],
  },
  {
    from: '#fb923c',
    to: '#b91c1c',
    shapes: [
      {
        kind: 'path',
        d: 'M32 13c4 8 12 12 12 23 0 8-5.5 14-12 14s-12-6-12-14c0-6 3-10 6-14 1 6 3.5 8 6 8-2-6-2-11 0-17Z',
      },
    ],
  },
  {
    from: '#facc15',
    to: '#a16207',
    shapes: [
      { kind: 'circle', cx: 32, cy: 32, r: 16, stroke: true },
      { kind: 'polygon', points: star(32, 32, 9, 4) },
    ],
  },
  {
    from: '#2dd4bf',
    to: '#0f766e',
    shapes: [
      { kind: 'path', d: 'M21 16h22v8c0 8-4.5 13-11 13s-11-5-11-13v-8Z' },
      { kind: 'path', d: 'M21 19h-5c0 6 3 9 6 9M43 19h5c0 6-3 9-6 9', stroke: true },
      { kind: 'polygon', points: '29.5,36 34.5,36 35.5,43 28.5,43' },
      { kind: 'polygon', points: '23,43 41,43 41,48 23,48' },
    ],
  },
];

if (HEAD_ICON_ART.length !== HEAD_ICON_COUNT) {
  throw new Error(`head icon art: ${HEAD_ICON_ART.length} icons for ${HEAD_ICON_COUNT} choices`);
}
