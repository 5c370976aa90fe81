/** Wraps a route's answer in the success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });
