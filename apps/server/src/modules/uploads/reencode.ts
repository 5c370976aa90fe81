import { createCanvas, Image } from '@napi-rs/canvas';
import { AppError } from '../../errors.js';

/**
 * Every uploaded image is decoded in full and only a fresh encoding of its pixels is kept: a
 * file that merely starts like an image (a JPEG header before HTML), a PNG with extra chunks or
 * bytes after its end, metadata (location, camera): none of it survives. What does not decode
 * is refused. The decoder applies the EXIF orientation, so dropping the metadata keeps a
 * portrait photo upright.
 */

export type ImageFormat = 'image/png' | 'image/jpeg';

/**
 * Images above this many pixels are refused from their header, before decoding: a few
 * kilobytes of PNG can declare a bitmap of gigabytes. 50 MP covers a phone's largest photo
 * mode; its bitmap is 200 MB.
 */
export const IMAGE_PIXELS_MAX = 50_000_000;
/** The stored copy's longest side: a receipt or a screenshot stays legible, a photo shrinks. */
export const STORED_SIDE_MAX = 2560;

/** One image at a time per process: each holds its whole bitmap in memory while it is worked. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

/** The image's header: its size, without decoding it. Zero when there is no valid header. */
const headerOf = (bytes: Buffer): Image => {
  const image = new Image();
  try {
    image.src = bytes;
  } catch {
    // A header the decoder does not take leaves the image empty, which refuses it below.
  }
  return image;
};

const decoded = async (bytes: Buffer): Promise<Image> => {
  const image = headerOf(bytes);
  if (image.width === 0 || image.height === 0) throw new AppError('image.unreadable');
  if (image.width * image.height > IMAGE_PIXELS_MAX) throw new AppError('image.too.many.pixels');
  await image.decode().catch(() => {
    throw new AppError('image.unreadable');
  });
  return image;
};

/** A format pictures are kept in: members' uploads keep their own, operators' become WebP. */
export type StoredFormat = ImageFormat | 'image/webp';
const QUALITY = 85;

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The image decoded and encoded again in `format`, at most `sideMax` pixels a side. */
export const reencodeToFit = (
  bytes: Buffer,
  format: StoredFormat,
  sideMax: number,
): Promise<ReencodedImage> =>
  oneAtATime(async () => {
    const image = await decoded(bytes);
    const scale = Math.min(1, sideMax / Math.max(image.width, image.height));
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    const encoded =
      format === 'image/png'
        ? await canvas.encode('png')
        : format === 'image/webp'
          ? await canvas.encode('webp', QUALITY)
          : await canvas.encode('jpeg', QUALITY);
    return { bytes: encoded, width, height };
  });

/** The image decoded and encoded again in its own format, at most STORED_SIDE_MAX a side. */
export const reencodeImage = async (bytes: Buffer, format: ImageFormat): Promise<Buffer> =>
  (await reencodeToFit(bytes, format, STORED_SIDE_MAX)).bytes;
