import { adminContentEndpoints } from '@lotto/contract';

const { CONTENT_IMAGE_UPLOAD: RULES } = adminContentEndpoints;

/** The largest picture in MB and its longest kept side, as the operator is told. */
export const IMAGE_MAX_MB = RULES.maxBytes / (1024 * 1024);
export const IMAGE_SIDE_MAX = RULES.sideMax;
export const IMAGE_ACCEPT = RULES.types.join(',');

/**
 * Why a chosen file cannot be uploaded, before it is sent: not PNG, JPEG or WebP by its type,
 * or larger than the endpoint takes. The server reads the type from the bytes and has the final
 * word.
 */
export const imageFileProblem = (file: { type: string; size: number }): 'type' | 'size' | null => {
  if (!(RULES.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > RULES.maxBytes) return 'size';
  return null;
};

/** A file's bytes in base64, as the upload endpoints' body wants them. */
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
