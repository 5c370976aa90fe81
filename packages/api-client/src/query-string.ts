/** What a query string may carry; undefined and null leave the parameter out. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

/** `path?key=value&...` with the given parameters, or the bare path when none is set. */
export const withQuery = (path: string, query?: QueryValues): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};
