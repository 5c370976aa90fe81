/** Wraps a route's answer in the success envelope. */
export const ok = <T>(value: T) => ({ success: true as const, value });

/**
 * For a hot route whose answer is validated against the contract while it is built (see
 * siteStatusFor): skips the second, per-request validation the zod serializer would do.
 */
export const prevalidated = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
