import { z } from 'zod';

/** Success envelope around a value schema: `{ success: true, value }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

/** Failure envelope: a stable error code, a localized message, and optional details. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/** Every list endpoint is paged the same way. */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(26),
});
export const pageInfo = z.object({
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
