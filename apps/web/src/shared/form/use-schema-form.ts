import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@lotto/contract';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useTranslation } from '../i18n';
import { encodeMessage, type Message } from './messages';

/** The forms of the kit hold text fields, and picked images as lists of files. */
export type TextValues = Record<string, string | readonly File[]>;

/**
 * A react-hook-form form judged by a zod schema of the kit (formSchema): a field is checked once
 * touched and on every change after; a submit checks everything and focuses the first invalid
 * field; all of a field's messages are kept (criteriaMode all). The schema may change between
 * renders (server rules arrive, labels change language): the latest one judges.
 */
export const useSchemaForm = <T extends TextValues>(
  schema: z.ZodMiniType,
  defaultValues: T,
): UseFormReturn<T> => {
  // The kit's schemas judge strings by name; the form's own type names the same fields.
  const typed = schema as z.ZodMiniType<T, T>;
  const form = useForm<T>({
    resolver: zodResolver(typed, undefined, { raw: true }),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onTouched',
    criteriaMode: 'all',
    shouldFocusError: true,
  });
  useRevalidateOnLanguage(form);
  return form;
};

/** spec/01 section 4: filled fields are checked again 200 ms after the language changes. */
const useRevalidateOnLanguage = <T extends TextValues>(form: UseFormReturn<T>) => {
  const { language } = useTranslation();
  const first = useRef(language);
  useEffect(() => {
    if (language === first.current) return;
    first.current = language;
    const id = setTimeout(() => {
      const values = form.getValues();
      const filled = Object.keys(values).filter((name) => values[name]?.length);
      if (filled.length) void form.trigger(filled as FieldPath<T>[]);
    }, TIMINGS.languageRevalidate);
    return () => clearTimeout(id);
  }, [language, form]);
};

/**
 * Re-checks `target` whenever `source` changes, once `target` shows something or was touched:
 * a confirmation follows the password it repeats (spec/01 section 5).
 */
export const useRecheck = <T extends TextValues>(
  form: UseFormReturn<T>,
  source: FieldPath<T>,
  target: FieldPath<T>,
) => {
  useEffect(() => {
    const { unsubscribe } = form.watch((_, { name }) => {
      if (name !== source) return;
      const state = form.getFieldState(target);
      if (state.isTouched || state.error) void form.trigger(target);
    });
    return unsubscribe;
  }, [form, source, target]);
};

/** Puts messages of the server (or of a check outside the schema) under fields; focuses one. */
export const showFieldMessages = <T extends TextValues>(
  form: UseFormReturn<T>,
  found: Partial<Record<FieldPath<T>, Message[]>>,
  focus?: FieldPath<T>,
) => {
  for (const [name, messages] of Object.entries(found) as [FieldPath<T>, Message[]][]) {
    if (!messages.length) continue;
    form.setError(name, {
      type: 'server',
      message: messages.map(encodeMessage).join('\n'),
    });
  }
  if (focus) form.setFocus(focus);
};
