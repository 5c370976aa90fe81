import {
  CONTRACT_MAX_MEMBERS,
  CONTRACT_MAX_TIERS,
  type ContractTerms,
  adminContractEndpoints as endpoints,
} from '@lotto/contract';
import { z } from 'zod/mini';

const KINDS = ['daily', 'dividend', 'hourly'] as const;
/** A sum as typed: up to 13 digits and 2 decimals (the server's money rule). */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const amount = z.string().check(z.trim(), z.regex(AMOUNT));
const members = z.optional(
  z.nullable(z.int().check(z.minimum(0), z.maximum(CONTRACT_MAX_MEMBERS))),
);

/**
 * The offer form's fields: the username by the contract's own rule, the kind, and the terms as
 * the operator types them (turned into the contract's terms by termsOf; the server checks the
 * rest: ascending tiers, percent bounds).
 */
export const offerFormSchema = z
  .object({
    username: endpoints.adminContractOfferBody.shape.username,
    kind: z.enum(KINDS),
    tiers: z
      .array(z.object({ threshold: amount, members, value: amount }))
      .check(z.maxLength(CONTRACT_MAX_TIERS)),
    minMembers: members,
    minStake: z.optional(z.string()),
    payAs: z.enum(['percent', 'amount']),
    value: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.kind !== 'hourly' || AMOUNT.test((v.value ?? '').trim()), {
      path: ['value'],
      message: 'value',
    }),
  );
export type OfferFormValues = z.infer<typeof offerFormSchema>;

const money = (text: string | undefined) => Number(text ?? 0).toFixed(2);

/** The form's values as the contract's terms. */
export const termsOf = (v: OfferFormValues): ContractTerms => {
  if (v.kind === 'daily')
    return {
      kind: 'daily',
      tiers: v.tiers.map((t) => ({
        validStake: money(t.threshold),
        activeMembers: t.members ?? 0,
        amount: money(t.value),
      })),
    };
  if (v.kind === 'dividend')
    return {
      kind: 'dividend',
      minActiveMembers: v.minMembers ?? 0,
      tiers: v.tiers.map((t) => ({ netLoss: money(t.threshold), percent: Number(t.value) })),
    };
  return {
    kind: 'hourly',
    minValidStake: money(v.minStake),
    minActiveMembers: v.minMembers ?? 0,
    ...(v.payAs === 'amount' ? { amount: money(v.value) } : { percent: Number(v.value) }),
  };
};
