import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_SIZE, captchaImage, drawDigits } from './captcha.image.js';

const { width: W, height: H } = CAPTCHA_SIZE;

const pixelsOf = async (dataUrl: string) => {
  const [prefix, base64 = ''] = dataUrl.split(',');
  expect(prefix).toBe('data:image/png;base64');
  const image = await loadImage(Buffer.from(base64, 'base64'));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height).data;
};

/** Share of the pixels in columns [from, to) that `isInk` picks (RGBA, row-major, width W). */
const inkShare = (
  data: Uint8ClampedArray,
  isInk: (r: number, g: number, b: number, a: number) => boolean,
  from = 0,
  to: number = W,
) => {
  let ink = 0;
  for (let y = 0; y < H; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * W + x) * 4;
      if (isInk(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0)) ink++;
    }
  }
  return ink / (H * (to - from));
};

/** How much of the image its most frequent colour covers: over half for a plain background. */
const commonestColourShare = (data: Uint8ClampedArray) => {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const rgb = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / (W * H);
};

const luminance = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

describe('captchaImage', () => {
  it('draws the same code differently every time', async () => {
    const [a, b] = await Promise.all([captchaImage('1234'), captchaImage('1234')]);
    expect(a).not.toBe(b);
  });

  it('draws dark ink on a light, uneven background', async () => {
    for (const code of ['0000', '1111', '8888', '4709']) {
      const data = await pixelsOf(await captchaImage(code));
      const dark = inkShare(data, (r, g, b) => luminance(r, g, b) < 0.45);
      expect(dark).toBeGreaterThan(0.08);
      expect(dark).toBeLessThan(0.5);
      expect(commonestColourShare(data)).toBeLessThan(0.2);
    }
  });
});

describe('drawDigits', () => {
  it('puts ink in every quarter of the width, one digit each, and leaves most of it clear', () => {
    for (const code of ['1111', '7777', '0000', '8888', '4709']) {
      const canvas = createCanvas(W, H);
      drawDigits(canvas.getContext('2d'), code);
      const data = canvas.getContext('2d').getImageData(0, 0, W, H).data;
      const opaque = (_r: number, _g: number, _b: number, a: number) => a > 128;
      const all = inkShare(data, opaque);
      expect(all).toBeGreaterThan(0.06);
      expect(all).toBeLessThan(0.45);
      for (let slot = 0; slot < 4; slot++) {
        const quarter = inkShare(data, opaque, (slot * W) / 4, ((slot + 1) * W) / 4);
        expect(quarter, `${code}, quarter ${slot}`).toBeGreaterThan(0.02);
      }
    }
  });
});
