/**
 * Draws a numeric code as an SVG of distorted strokes: each digit is a path whose points are
 * scaled, rotated, jittered and bent by a wave, so no two images of a code share path data and
 * there is no text for a scraper to read. Noise lines and dots cross the digits.
 * (Visual randomness only: Math.random is enough here; the code itself comes from node:crypto.)
 */

type Point = readonly [number, number];

/** Digit strokes on a 10 x 16 grid, y pointing down. */
const GLYPHS: readonly (readonly Point[])[][] = [
  [
    [
      [5, 0],
      [9, 2],
      [10, 8],
      [9, 14],
      [5, 16],
      [1, 14],
      [0, 8],
      [1, 2],
      [5, 0],
    ],
  ],
  [
    [
      [2, 4],
      [6, 0],
      [6, 16],
    ],
    [
      [2, 16],
      [10, 16],
    ],
  ],
  [
    [
      [0, 3],
      [3, 0],
      [7, 0],
      [10, 3],
      [9, 7],
      [0, 16],
      [10, 16],
    ],
  ],
  [
    [
      [0, 1],
      [9, 1],
      [4, 7],
      [8, 8],
      [10, 12],
      [8, 15],
      [4, 16],
      [0, 14],
    ],
  ],
  [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  [
    [
      [9, 0],
      [1, 0],
      [0, 7],
      [5, 6],
      [9, 8],
      [10, 12],
      [8, 15],
      [4, 16],
      [0, 14],
    ],
  ],
  [
    [
      [8, 0],
      [3, 3],
      [0, 9],
      [1, 14],
      [5, 16],
      [9, 14],
      [10, 10],
      [7, 7],
      [3, 7],
      [0, 10],
    ],
  ],
  [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  [
    [
      [5, 8],
      [1, 6],
      [1, 2],
      [5, 0],
      [9, 2],
      [9, 6],
      [5, 8],
      [0, 11],
      [1, 15],
      [5, 16],
      [9, 15],
      [10, 11],
      [5, 8],
    ],
  ],
  [
    [
      [10, 6],
      [7, 9],
      [3, 9],
      [0, 6],
      [1, 2],
      [5, 0],
      [9, 2],
      [10, 6],
      [9, 12],
      [6, 16],
      [2, 16],
    ],
  ],
];

export const CAPTCHA_SIZE = { width: 120, height: 40 } as const;
const { width: W, height: H } = CAPTCHA_SIZE;

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const num = (n: number) => n.toFixed(1);
const colour = (lightness: [number, number]) =>
  `hsl(${Math.floor(rand(0, 360))},${Math.floor(rand(45, 75))}%,${Math.floor(rand(...lightness))}%)`;

/** A gentle wave over the whole image, so baselines and strokes bend together. */
const makeWave = () => {
  const [ax, ay, fx, fy, px, py] = [
    rand(0.8, 1.8),
    rand(1, 2.5),
    rand(0.05, 0.12),
    0.15,
    rand(0, 6),
    rand(0, 6),
  ];
  return ([x, y]: Point): Point => [x + ax * Math.sin(y * fy + px), y + ay * Math.sin(x * fx + py)];
};

const digitPaths = (digit: number, slot: number, slots: number, wave: (p: Point) => Point) => {
  const slotWidth = (W - 16) / slots;
  const cx = 8 + slotWidth * (slot + 0.5) + rand(-3, 3);
  const cy = H / 2 + rand(-3, 3);
  const scale = rand(1.35, 1.7);
  const stretch = rand(0.85, 1.15);
  const angle = rand(-0.35, 0.35);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const stroke = `stroke="${colour([15, 40])}" stroke-width="${num(rand(2, 3))}"`;
  return (GLYPHS[digit] ?? []).map((points) => {
    const d = points
      .map(([gx, gy], i) => {
        const x0 = (gx - 5) * scale * stretch + rand(-0.7, 0.7);
        const y0 = (gy - 8) * scale + rand(-0.7, 0.7);
        const [x, y] = wave([cx + x0 * cos - y0 * sin, cy + x0 * sin + y0 * cos]);
        return `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`;
      })
      .join('');
    return `<path d="${d}" fill="none" ${stroke} stroke-linecap="round" stroke-linejoin="round"/>`;
  });
};

const noiseLine = () => {
  const y = () => num(rand(4, H - 4));
  const d = `M${num(rand(0, 10))} ${y()}C${num(rand(20, 50))} ${y()} ${num(rand(70, 100))} ${y()} ${num(rand(110, W))} ${y()}`;
  return `<path d="${d}" fill="none" stroke="${colour([35, 65])}" stroke-width="${num(rand(0.8, 1.6))}"/>`;
};

const noiseDot = () =>
  `<circle cx="${num(rand(0, W))}" cy="${num(rand(0, H))}" r="${num(rand(0.5, 1.6))}" fill="${colour([30, 70])}"/>`;

/** The SVG image of a code, as a data: URL. */
export const captchaImage = (code: string): string => {
  const wave = makeWave();
  const digits = [...code].flatMap((c, i) => digitPaths(Number(c), i, code.length, wave));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="100%" height="100%" fill="${colour([90, 96])}"/>`,
    ...Array.from({ length: 30 }, noiseDot),
    ...digits,
    ...Array.from({ length: 3 }, noiseLine),
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
