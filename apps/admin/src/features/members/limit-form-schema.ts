import {
  adminMemberEndpoints,
  EXCLUSION_MONTHS,
  RESTRICTION_KINDS,
  TIMEOUT_DAYS,
} from '@lotto/contract';
import { z } from 'zod/mini';

/** The limit form is the contract's body itself: kind, period, a 2-decimal amount, a reason. */
export const limitFormSchema = adminMemberEndpoints.operatorLimitBody;
export type LimitFormValues = z.infer<typeof limitFormSchema>;

/** The lengths an operator may choose: days of a time-out, months of a self-exclusion. */
export const restrictionLengths = {
  timeout: TIMEOUT_DAYS,
  exclusion: EXCLUSION_MONTHS,
} as const;

/**
 * The restriction form: a kind, a length among that kind's choices and the reason (the
 * contract's rule); `restrictBodyOf` turns it into the contract's body.
 */
export const restrictFormSchema = z
  .extend(adminMemberEndpoints.reasonBody, { kind: z.enum(RESTRICTION_KINDS), length: z.int() })
  .check(
    z.refine((v) => (restrictionLengths[v.kind] as readonly number[]).includes(v.length), {
      path: ['length'],
      message: 'length',
    }),
  );
export type RestrictFormValues = z.infer<typeof restrictFormSchema>;

export const restrictBodyOf = (v: RestrictFormValues): adminMemberEndpoints.OperatorRestrictBody =>
  v.kind === 'timeout'
    ? { kind: 'timeout', days: v.length as (typeof TIMEOUT_DAYS)[number], reason: v.reason.trim() }
    : {
        kind: 'exclusion',
        months: v.length as (typeof EXCLUSION_MONTHS)[number],
        reason: v.reason.trim(),
      };
