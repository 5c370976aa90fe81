/**
 * Draws a numeric code as a PNG that a person reads and the markup does not give away: the digits
 * are text in a font shipped with the server, each glyph turned, scaled, skewed and shifted so it
 * overlaps its neighbours, the whole picture bent by a wave, on an uneven background, crossed by
 * arcs, lines and speckles in colours like the glyphs' own.
 * (Visual randomness only: Math.random is enough here; the code itself comes from node:crypto.)
 */
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** Twice the 98 x 36 CSS pixels the login form gives the image, so it is crisp at 2x. */
export const CAPTCHA_SIZE = { width: 196, height: 72 } as const;
const { width: W, height: H } = CAPTCHA_SIZE;

/** Shipped with the server (DejaVu Sans Bold, free licence), so no system font is needed. */
const FONT = 'CaptchaDigits';
const fontFile = createRequire(import.meta.url).resolve(
  '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
);
if (!GlobalFonts.registerFromPath(fontFile, FONT)) {
  throw new Error(`captcha font could not be loaded from ${fontFile}`);
}

const TAU = 2 * Math.PI;
const rand = (min: number, max: number) => min + Math.random() * (max - min);
const colour = ([low, high]: [number, number], alpha = 1) =>
  `hsla(${Math.floor(rand(0, 360))},${Math.floor(rand(45, 80))}%,${Math.floor(rand(low, high))}%,${alpha})`;

const paintBackground = (context: SKRSContext2D) => {
  const gradient = context.createLinearGradient(0, rand(0, H), W, rand(0, H));
  gradient.addColorStop(0, colour([88, 95]));
  gradient.addColorStop(1, colour([86, 94]));
  context.fillStyle = gradient;
  context.fillRect(0, 0, W, H);
  for (let i = 0; i < 7; i++) {
    context.fillStyle = colour([72, 90], 0.45);
    context.beginPath();
    context.ellipse(rand(0, W), rand(0, H), rand(12, 40), rand(8, 24), rand(0, TAU), 0, TAU);
    context.fill();
  }
};

const speckles = (context: SKRSContext2D, count: number) => {
  for (let i = 0; i < count; i++) {
    context.fillStyle = colour([20, 70]);
    context.beginPath();
    context.arc(rand(0, W), rand(0, H), rand(0.6, 1.8), 0, TAU);
    context.fill();
  }
};

/**
 * The code's digits, spaced closer than their width so neighbours touch or overlap, each with
 * its own size, turn, skew, offset and colour.
 */
export const drawDigits = (context: SKRSContext2D, code: string) => {
  const advance = W / (code.length + 1.1);
  const start = (W - advance * (code.length - 1)) / 2;
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  [...code].forEach((digit, i) => {
    context.save();
    context.translate(start + advance * i + rand(-3, 3), H / 2 + rand(-4, 4));
    context.rotate(rand(-0.32, 0.32));
    context.transform(rand(0.85, 1.2), 0, rand(-0.25, 0.25), rand(0.9, 1.12), 0, 0);
    const size = Math.round(rand(44, 52));
    context.font = `${size}px ${FONT}`;
    context.fillStyle = colour([12, 36]);
    // A digit stands 0.73 em above the baseline: this puts its middle on the origin.
    context.fillText(digit, 0, size * 0.365);
    context.restore();
  });
};

/** Curves from edge to edge across the glyphs; `cut` draws them in a light colour. */
const crossings = (context: SKRSContext2D, count: number, cut = false) => {
  for (let i = 0; i < count; i++) {
    context.strokeStyle = cut ? colour([85, 95]) : colour([18, 50]);
    context.lineWidth = cut ? rand(1.2, 2) : rand(1.8, 3.2);
    context.beginPath();
    context.moveTo(rand(-10, 20), rand(8, H - 8));
    const y = () => rand(-10, H + 10);
    context.bezierCurveTo(
      rand(40, 90),
      y(),
      rand(100, 160),
      y(),
      rand(W - 20, W + 10),
      rand(8, H - 8),
    );
    context.stroke();
  }
};

const clamp = (value: number, max: number) => (value < 0 ? 0 : value > max ? max : value);

/** Writes the colour at the fractional point (sx, sy) of `source` to `out` at `to` (bilinear). */
const sample = (
  source: Uint8ClampedArray,
  out: Uint8ClampedArray,
  to: number,
  sx: number,
  sy: number,
) => {
  const x0 = Math.floor(sx);
  const y0 = Math.floor(sy);
  const tx = sx - x0;
  const ty = sy - y0;
  const left = clamp(x0, W - 1);
  const right = clamp(x0 + 1, W - 1);
  const top = clamp(y0, H - 1) * W;
  const bottom = clamp(y0 + 1, H - 1) * W;
  for (let c = 0; c < 4; c++) {
    const above =
      (source[(top + left) * 4 + c] ?? 0) * (1 - tx) + (source[(top + right) * 4 + c] ?? 0) * tx;
    const below =
      (source[(bottom + left) * 4 + c] ?? 0) * (1 - tx) +
      (source[(bottom + right) * 4 + c] ?? 0) * tx;
    out[to + c] = above * (1 - ty) + below * ty;
  }
};

/** Bends the whole picture: each column moves up or down, each row left or right, on a sine. */
const warp = (context: SKRSContext2D) => {
  const source = context.getImageData(0, 0, W, H).data;
  const out = context.createImageData(W, H);
  const [ay, fy, py] = [rand(2.5, 4), rand(0.03, 0.055), rand(0, TAU)];
  const [ax, fx, px] = [rand(1.5, 3), rand(0.08, 0.14), rand(0, TAU)];
  const columnShift = Array.from({ length: W }, (_, x) => ay * Math.sin(x * fy + py));
  const rowShift = Array.from({ length: H }, (_, y) => ax * Math.sin(y * fx + px));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      sample(source, out.data, (y * W + x) * 4, x + (rowShift[y] ?? 0), y + (columnShift[x] ?? 0));
    }
  }
  context.putImageData(out, 0, 0);
};

/** The PNG image of a code, as a data: URL. Encoding runs off the event loop. */
export const captchaImage = async (code: string): Promise<string> => {
  const canvas = createCanvas(W, H);
  const context = canvas.getContext('2d');
  paintBackground(context);
  speckles(context, 40);
  drawDigits(context, code);
  crossings(context, 2);
  warp(context);
  crossings(context, 1);
  crossings(context, 1, true);
  speckles(context, 60);
  const png = await canvas.encode('png');
  return `data:image/png;base64,${png.toString('base64')}`;
};
