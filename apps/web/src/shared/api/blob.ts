import type { z } from 'zod/mini';
import { currentToken, headersFor, type RequestOptions } from './client';

/**
 * A file the API keeps for the member (an application's image), fetched with the session's
 * headers, since an <img> cannot send them; null when it is not theirs or is gone. Apart from
 * the client, so only the screens that show such images load it.
 */
export const apiBlob = async (
  path: string,
  options: Pick<RequestOptions<z.ZodMiniType>, 'moduleId' | 'signal'>,
): Promise<Blob | null> => {
  const headers = headersFor(options, currentToken());
  headers.accept = 'image/*';
  const response = await fetch(path, {
    headers,
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.ok ? response.blob() : null;
};
