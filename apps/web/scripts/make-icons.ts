/**
 * Draws the PWA icons (PNG) without an image library: a gold coin with a red star on the
 * header colour. Run once after changing the brand: `npx tsx scripts/make-icons.ts`.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type RGB = [number, number, number];
const BG: RGB = [0x1b, 0x1b, 0x2f];
const GOLD: RGB = [0xff, 0xd1, 0x66];
const RED: RGB = [0xc8, 0x10, 0x2e];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

const star = (cx: number, cy: number, outer: number): [number, number][] =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : outer * 0.42;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
const inside = (x: number, y: number, poly: [number, number][]) => {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as [number, number];
    const [xj, yj] = poly[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
};

const draw = (size: number, coinScale: number): Buffer => {
  const c = size / 2;
  const radius = (size / 2) * coinScale;
  const points = star(c, c * 1.02, radius * 0.72);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const inCoin = (x - c) ** 2 + (y - c) ** 2 <= radius ** 2;
      const color = inside(x + 0.5, y + 0.5, points) ? RED : inCoin ? GOLD : BG;
      row.set([...color, 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), draw(192, 0.86));
writeFileSync(new URL('icon-512.png', out), draw(512, 0.86));
// Maskable icons keep the artwork inside the central 80% safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), draw(512, 0.62));
console.log('icons written');
