import { TIMINGS } from '@lotto/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Message } from './messages';
import type { Validate } from './rules';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, Message[]>>;

/** A field's validator; it may read the other values (a confirmation reads the password). */
export type FieldCheck<K extends string> = (value: string, all: Values<K>) => Message[];
/** The fields of a form in display order, each with its validator (none: always valid). */
export type FormRules<K extends string> = Record<K, Validate | FieldCheck<K> | undefined>;

const none: Message[] = [];

/**
 * Form state for the account screens: values, per-field messages, touched fields and input
 * elements, so a failed submit can focus the first invalid field (spec/01 section 4).
 * Rules may change between renders (server rules arrive, the password changes): the latest
 * ones always apply.
 */
export const useForm = <K extends string>(initial: Values<K>, rules: FormRules<K>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const latest = useRef({ values, rules, touched, errors });
  latest.current = { values, rules, touched, errors };
  const elements = useRef(new Map<K, HTMLInputElement | null>());

  const check = useCallback(
    (name: K, all: Values<K>) => latest.current.rules[name]?.(all[name], all) ?? none,
    [],
  );

  /** Checks `names` against `all`; answers the first invalid one in display order. */
  const checkNames = useCallback(
    (names: readonly K[], all: Values<K>) => {
      const found: Errors<K> = {};
      let first: K | null = null;
      for (const name of Object.keys(latest.current.rules) as K[]) {
        if (!names.includes(name)) continue;
        found[name] = check(name, all);
        if (first === null && found[name]?.length) first = name;
      }
      setErrors((previous) => ({ ...previous, ...found }));
      return first;
    },
    [check],
  );

  const setValue = useCallback(
    (name: K, value: string) => {
      const next = { ...latest.current.values, [name]: value };
      latest.current.values = next;
      setValues(next);
      // A field shows fresh messages once touched; a dependent field (confirm) follows.
      const { touched: seen, errors: shown } = latest.current;
      const live = (Object.keys(next) as K[]).filter((k) => seen[k] || shown[k]?.length);
      if (live.length) checkNames(live, next);
    },
    [checkNames],
  );

  const blur = useCallback(
    (name: K) => {
      setTouched((previous) => ({ ...previous, [name]: true }));
      latest.current.touched = { ...latest.current.touched, [name]: true };
      checkNames([name], latest.current.values);
    },
    [checkNames],
  );

  /** Validates the given fields (default: all), focuses the first invalid one, answers it. */
  const validate = useCallback(
    (names?: readonly K[]) => {
      const list = names ?? (Object.keys(latest.current.rules) as K[]);
      const marked = Object.fromEntries(list.map((k) => [k, true])) as Partial<Record<K, boolean>>;
      setTouched((previous) => ({ ...previous, ...marked }));
      latest.current.touched = { ...latest.current.touched, ...marked };
      const first = checkNames(list, latest.current.values);
      if (first !== null) elements.current.get(first)?.focus();
      return first === null;
    },
    [checkNames],
  );

  /** Re-checks every filled field, so its messages follow a language change. */
  const revalidateFilled = useCallback(() => {
    const all = latest.current.values;
    checkNames(
      (Object.keys(all) as K[]).filter((k) => all[k] !== ''),
      all,
    );
  }, [checkNames]);

  const setFieldErrors = useCallback((found: Errors<K>) => {
    setErrors((previous) => ({ ...previous, ...found }));
  }, []);

  const focus = useCallback((name: K) => elements.current.get(name)?.focus(), []);

  /** Whether `names` all pass, without showing anything (to enable a submit button). */
  const isValid = useCallback(
    (names: readonly K[]) => names.every((name) => check(name, latest.current.values).length === 0),
    [check],
  );

  const bind = useCallback(
    (name: K) => ({
      name,
      value: latest.current.values[name],
      ref: (element: HTMLInputElement | null) => {
        elements.current.set(name, element);
      },
      onChange: (value: string) => setValue(name, value),
      onBlur: () => blur(name),
    }),
    [setValue, blur],
  );

  useRevalidateOnLanguage(revalidateFilled);

  return useMemo(
    () => ({
      values,
      errors,
      touched,
      dirty: Object.keys(touched).length > 0,
      setValue,
      blur,
      validate,
      revalidateFilled,
      setFieldErrors,
      focus,
      isValid,
      bind,
    }),
    [
      values,
      errors,
      touched,
      setValue,
      blur,
      validate,
      revalidateFilled,
      setFieldErrors,
      focus,
      isValid,
      bind,
    ],
  );
};

export type Form<K extends string> = ReturnType<typeof useForm<K>>;

/** spec/01 section 4: filled fields are checked again 200 ms after the language changes. */
const useRevalidateOnLanguage = (revalidate: () => void) => {
  const { language } = useTranslation();
  const first = useRef(language);
  useEffect(() => {
    if (language === first.current) return;
    first.current = language;
    const id = setTimeout(revalidate, TIMINGS.languageRevalidate);
    return () => clearTimeout(id);
  }, [language, revalidate]);
};
