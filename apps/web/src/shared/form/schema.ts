import { z } from 'zod/mini';
import type { Check } from './checks';
import { encodeMessage, type Message } from './messages';

/** A string field judged by a check; each message is one issue, so all are listed. */
const fieldOf = (check: Check) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      for (const message of check(value)) {
        ctx.addIssue({ code: 'custom', message: encodeMessage(message), input: value });
      }
    }),
  );

/** A field of picked images judged by `check` on the list (a receipt is required). */
export const filesField = (check: (files: readonly File[]) => Message[]) =>
  z.custom<readonly File[]>().check(
    z.superRefine((files, ctx) => {
      for (const message of check(files ?? [])) {
        ctx.addIssue({ code: 'custom', message: encodeMessage(message), input: files });
      }
    }),
  );

/** A field that must repeat another (confirm password), with the message when it does not. */
export interface SameAs<K extends string> {
  field: K;
  as: K;
  message: Message;
}

type FieldSchema = ReturnType<typeof fieldOf> | ReturnType<typeof filesField>;

/** Checks of fields whose rule hangs on another field (an account number on the bank). */
export type Across<K extends string> = (
  values: Record<K, string>,
) => Partial<Record<K, readonly Message[]>>;

/**
 * The zod schema of a form from its fields' checks (built from the contract's field rules),
 * plus the fields that must repeat another, and checks across fields. Fields without a check
 * pass as they are.
 */
export const formSchema = <K extends string>(
  checks: Partial<Record<K, Check | FieldSchema>>,
  same: readonly SameAs<K>[] = [],
  across?: Across<K>,
) => {
  const shape: Record<string, FieldSchema> = {};
  for (const [name, check] of Object.entries(checks) as [K, Check | FieldSchema | undefined][]) {
    if (check) shape[name] = typeof check === 'function' ? fieldOf(check) : check;
  }
  return z.looseObject(shape).check(
    z.superRefine((values, ctx) => {
      for (const { field, as, message } of same) {
        const value = values[field];
        if (value && value !== values[as]) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: encodeMessage(message),
            input: value,
          });
        }
      }
      const found = across?.(values as Record<K, string>) ?? {};
      for (const [field, messages] of Object.entries(found) as [K, Message[]][]) {
        for (const message of messages) {
          const input = values[field];
          ctx.addIssue({ code: 'custom', path: [field], message: encodeMessage(message), input });
        }
      }
    }),
  );
};
