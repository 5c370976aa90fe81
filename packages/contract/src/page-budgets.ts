/**
 * The public pages (anyone can open them without signing in, and most first visits land on
 * one) with the script each may make a phone download before it is usable: the gzipped bytes
 * (gzip -9, 1 KB = 1000 bytes) of every JavaScript file the page requests until the network is
 * quiet, counted from the build by the end-to-end suite, which fails a page that goes over.
 * Bytes are deterministic, so a budget is an exact line, not a timing: set at the size the
 * page has, and lowered whenever work makes the page lighter, so nothing grows unnoticed.
 */
export const PUBLIC_PAGE_SCRIPT_BUDGETS = [
  { path: '/m/home', gzipBytes: 171_936 },
  { path: '/m/gameList', gzipBytes: 157_390 },
  { path: '/m/activity', gzipBytes: 141_984 },
  { path: '/m/help', gzipBytes: 151_070 },
  { path: '/m/notice', gzipBytes: 153_097 },
  { path: '/m/lottery', gzipBytes: 149_631 },
] as const satisfies readonly { path: `/m/${string}`; gzipBytes: number }[];
