/**
 * The screen a server-painted page is laid out for, until the browser measures its own: the
 * phone this market uses most (and the tests' viewport). Hydration meets the same layout.
 */
export const PAINT_VIEWPORT = { width: 390, height: 844 } as const;
