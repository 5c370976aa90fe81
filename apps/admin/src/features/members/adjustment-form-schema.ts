import { adjustmentBody } from '@lotto/contract';
import { z } from 'zod/mini';

/**
 * The adjustment form's fields, judged by the contract's own rules for them (an amount with at
 * most two decimals, a reason of 3 to 500 characters), and not zero: a zero moves nothing.
 */
export const adjustmentFormSchema = z
  .pick(adjustmentBody, { amount: true, reason: true })
  .check(z.refine((v) => Number(v.amount) !== 0, { path: ['amount'], message: 'zero' }));
export type AdjustmentFormValues = z.infer<typeof adjustmentFormSchema>;

/** A fresh key for a request that must not be done twice. */
export const requestKey = (): string => crypto.randomUUID();
