import type { z } from 'zod/mini';
import { type Dictionary, fill } from '../i18n';

/**
 * A schema's issue kept as a reference rather than text (issues hold strings), so a field shows
 * it in whatever language is current when it renders, with the contract's own bounds.
 */
interface IssueRef {
  code: string;
  min?: number;
  max?: number;
  origin?: string;
  /** A custom check's own text key (a refine's `message`). */
  text?: string;
}

type RawIssue = z.core.$ZodRawIssue;

/** The error map handed to the schema's parse: each issue becomes its encoded reference. */
export const encodeIssue = (issue: RawIssue): string => {
  const ref: IssueRef = { code: issue.code };
  if ('minimum' in issue) ref.min = Number(issue.minimum);
  if ('maximum' in issue) ref.max = Number(issue.maximum);
  if ('origin' in issue && typeof issue.origin === 'string') ref.origin = issue.origin;
  if (issue.code === 'custom' && typeof issue.message === 'string') ref.text = issue.message;
  // Nothing filled in is "required", whatever rule the empty value broke first.
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (empty && issue.code !== 'custom') ref.code = 'required';
  return JSON.stringify(ref);
};

const decode = (message: string): IssueRef | null => {
  try {
    const ref: unknown = JSON.parse(message);
    return ref && typeof ref === 'object' && 'code' in ref ? (ref as IssueRef) : null;
  } catch {
    return null;
  }
};

/**
 * The text of an issue in the given texts. `invalid` words a field's own form (an amount's
 * decimals) where the generic "not in the expected form" would not help; `custom` words a
 * form's own checks by the message id they were given.
 */
export const issueText = (
  message: string,
  texts: Dictionary,
  invalid?: string,
  custom?: Record<string, string>,
): string => {
  const ref = decode(message);
  // A check's own message id reaches here undecoded (a refine's message is not mapped).
  if (!ref) return custom?.[message] ?? message;
  const f = texts.form;
  const text = ref.origin === 'string' || ref.origin === undefined;
  switch (ref.code) {
    case 'required':
      return f.required;
    case 'too_small':
      if (text && ref.min === 1) return f.required;
      return fill(text ? f.minLength : f.min, { min: ref.min ?? 0 });
    case 'too_big':
      return fill(text ? f.maxLength : f.max, { max: ref.max ?? 0 });
    case 'invalid_type':
      return f.number;
    case 'custom':
      return (ref.text && custom?.[ref.text]) || invalid || f.format;
    default:
      return invalid ?? f.format;
  }
};
