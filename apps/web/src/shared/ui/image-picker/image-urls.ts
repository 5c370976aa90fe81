import { type EndpointSpec, pathWith } from '@lotto/contract';
import { useEffect, useMemo, useState } from 'react';
import { apiBlob } from '../../api/blob';

/** Addresses of picked images for their thumbnails, released when they leave the form. */
export const usePickedUrls = (files: readonly File[]) => {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
};

/** The sequences 1..count of a record's images (the endpoints number them from 1). */
export const sequences = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/**
 * Addresses of the member's own uploaded images (a receipt, an application's or a feedback's
 * images): fetched with the session, since an <img> cannot send it, and shown from blob
 * addresses that are released when the images leave the screen. A failed or aborted load
 * shows none.
 */
export const useFetchedUrls = (
  endpoint: Pick<EndpointSpec, 'path' | 'module'>,
  params: readonly Record<string, number>[],
) => {
  const [urls, setUrls] = useState<string[]>([]);
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `params`, a new array each render
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    const load = async () => {
      for (const one of params) {
        const blob = await apiBlob(pathWith(endpoint.path, one), {
          moduleId: endpoint.module,
          signal: controller.signal,
        });
        if (blob) made.push(URL.createObjectURL(blob));
      }
      setUrls([...made]);
    };
    load().catch(() => undefined);
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [endpoint.path, endpoint.module, key]);
  return urls;
};
