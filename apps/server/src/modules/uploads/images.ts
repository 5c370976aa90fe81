import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorCode } from '@lotto/contract';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.js';
import type { UploadedFile } from '../../routing/multipart-body.js';
import { type ImageFormat, reencodeImage } from './reencode.js';

/**
 * Members' image uploads (deposit receipts, promotion applications, feedback): png or jpg
 * decided from the bytes, never the name or the type the client claims; a size and count limit;
 * decoded and stored as a fresh encoding of its pixels only (reencode.ts); kept under the upload
 * directory (outside the web root) by random names, and read back only for their owner, which
 * each caller checks against its own rows before asking for the bytes.
 */

export interface ImageRules {
  imagesMax: number;
  imageMaxBytes: number;
  imageTypes: readonly string[];
}

/** Each caller answers in its own words (promotion.image.type, feedback.image.type ...). */
export interface ImageErrors {
  tooMany: ErrorCode;
  tooLarge: ErrorCode;
  type: ErrorCode;
}

export interface CheckedImage {
  bytes: Buffer;
  mime: string;
}

export interface StoredImage extends CheckedImage {
  /** The random name under the caller's folder; the client's name is never used. */
  fileName: string;
}

const EXTENSIONS: Record<ImageFormat, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const isFormat = (mime: string): mime is ImageFormat => Object.hasOwn(EXTENSIONS, mime);

/**
 * Refuses too many, too large, not-accepted or undecodable images, before anything is written;
 * answers each as its re-encoded copy.
 */
export const checkImages = async (
  files: readonly UploadedFile[],
  rules: ImageRules,
  errors: ImageErrors,
): Promise<CheckedImage[]> => {
  if (files.length > rules.imagesMax) throw new AppError(errors.tooMany);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.truncated || file.bytes.length > rules.imageMaxBytes) {
      throw new AppError(errors.tooLarge);
    }
    const type = await fileTypeFromBuffer(file.bytes);
    const mime = type?.mime ?? '';
    if (!isFormat(mime) || !rules.imageTypes.includes(mime)) throw new AppError(errors.type);
    const bytes = await reencodeImage(file.bytes, mime);
    if (bytes.length > rules.imageMaxBytes) throw new AppError(errors.tooLarge);
    checked.push({ bytes, mime });
  }
  return checked;
};

/**
 * Writes checked images under `folder` and runs `save` (the caller's transaction recording
 * them); when `save` fails, the files written are removed again, so a refused or failed
 * request leaves no file behind.
 */
export const storeImages = async <T>(
  uploadDir: string,
  folder: string,
  images: readonly CheckedImage[],
  save: (stored: readonly StoredImage[]) => Promise<T>,
): Promise<T> => {
  const dir = path.join(uploadDir, folder);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    const stored: StoredImage[] = [];
    for (const image of images) {
      const fileName = `${randomBytes(16).toString('hex')}.${isFormat(image.mime) ? EXTENSIONS[image.mime] : 'bin'}`;
      await writeFile(path.join(dir, fileName), image.bytes, { mode: 0o600, flag: 'wx' });
      written.push(path.join(dir, fileName));
      stored.push({ ...image, fileName });
    }
    return await save(stored);
  } catch (error) {
    await Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
    throw error;
  }
};

/** The bytes of a stored image; the caller has found its row for the member asking. */
export const readStoredImage = (uploadDir: string, folder: string, fileName: string) =>
  readFile(path.join(uploadDir, folder, path.basename(fileName)));
