/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built app, so
 * the server sends them as they are (`preCompressed` static files): the browser downloads the
 * app compressed, and no request pays for compressing it. Images and fonts are compressed
 * already and stay as they are. Runs after `vite build` (npm run build).
 *
 *   npx tsx scripts/precompress.ts [distDir]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** Compresses each text file of `dist` once; answers how many it wrote copies of. */
export const precompress = (dist: string): number => {
  let count = 0;
  for (const file of filesUnder(dist)) {
    if (!TEXT_FILES.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    count += 1;
  }
  return count;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(`precompressed ${precompress(dist)} files in ${dist} (.br and .gz)`);
}
