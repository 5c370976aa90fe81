import { FIELD_PATTERNS, type FieldRule } from '@lotto/contract';
import { type Check, fromRule } from '../../../shared/form/checks';
import type { Message } from '../../../shared/form/messages';
import { useRegisterSettings } from '../api/queries';

/** The payment password rule when the site's rules are not loaded: 6-20 characters. */
const DEFAULT_PAYMENT_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: FIELD_PATTERNS[6].source,
  patternId: 6,
  minLength: 6,
  maxLength: 20,
};

/** A new payment password follows the site's registration rule for it, as the server checks. */
export const usePaymentPasswordRule = (label: string): Check => {
  const rule = useRegisterSettings().data?.fields.paymentPassword ?? DEFAULT_PAYMENT_RULE;
  return fromRule({ ...rule, required: true }, label);
};

export const PAYMENT_MISMATCH: Message = { key: 'security.payment.mismatch' };

/** The server's text of a failure, shown under a field. */
export const serverText = (text: string): Message[] => [{ text }];
