import { adminContentEndpoints } from '@lotto/contract';

const { CONTENT_IMAGE_UPLOAD: RULES } = adminContentEndpoints;

/** The largest picture in MB and its longest kept side, as the operator is told. */
export const IMAGE_MAX_MB = RULES.maxBytes / (1024 * 1024);
export const IMAGE_SIDE_MAX = RULES.sideMax;
export const IMAGE_ACCEPT = RULES.types.join(',');

/** What an upload endpoint takes: these types, at most this many bytes. */
interface UploadRules {
  types: readonly string[];
  maxBytes: number;
}

/**
 * Why a chosen file cannot be uploaded under `rules`, before it is sent: not one of its types,
 * or larger than the endpoint takes. The server reads the type from the bytes and has the final
 * word.
 */
export const uploadFileProblem = (
  rules: UploadRules,
  file: { type: string; size: number },
): 'type' | 'size' | null => {
  if (!rules.types.includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
};

/** Why a chosen picture cannot be uploaded: not PNG, JPEG or WebP, or too large. */
export const imageFileProblem = (file: { type: string; size: number }) =>
  uploadFileProblem(RULES, file);

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
