import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** Success envelope around a value schema: `{ success: true, value }`. */
export const okEnvelope = <T extends z.ZodMiniType>(value: T) =>
  z.object({ success: z.literal(true), value });

/** Failure envelope: a stable error code, a localized message, and optional details. */
export const errorEnvelope = onFirstUse(() =>
  z.object({
    success: z.literal(false),
    errorCode: z.string(),
    message: z.string(),
    value: z.optional(z.record(z.string(), z.unknown())),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** Every list endpoint is paged the same way. */
export const pageQuery = onFirstUse(() =>
  z.object({
    pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 26),
  }),
);
export const pageInfo = onFirstUse(() =>
  z.object({
    pageNum: z.int(),
    totalPages: z.int(),
    totalCount: z.int(),
  }),
);
