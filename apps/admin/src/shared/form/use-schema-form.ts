import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { encodeIssue } from './issues';

/**
 * A react-hook-form form judged by a schema of the contract (or one built from its rules): a
 * field is checked once touched and on every change after; a submit checks all and focuses the
 * first invalid field. Messages stay references until a field shows them (./issues).
 */
export const useSchemaForm = <T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T> =>
  useForm<T>({
    resolver: zodResolver(schema, { error: encodeIssue }, { raw: true }),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
