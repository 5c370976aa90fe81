import { PROMOTION_IMAGE_UPLOAD } from '@lotto/contract';

/** The largest picture in KB, as the operator is told. */
export const PICTURE_MAX_KB = PROMOTION_IMAGE_UPLOAD.maxBytes / 1024;

/**
 * Why a chosen file cannot be the picture, before it is sent: not PNG or JPEG by its type, or
 * larger than the endpoint takes. The server reads the type from the bytes and has the final word.
 */
export const pictureProblem = (file: { type: string; size: number }): 'type' | 'size' | null => {
  if (!(PROMOTION_IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROMOTION_IMAGE_UPLOAD.maxBytes) return 'size';
  return null;
};

/** A file's bytes in base64, as the upload endpoint's body wants them. */
export const base64Of = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
