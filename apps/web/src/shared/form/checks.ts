import { checkField, type FieldRule } from '@lotto/contract';
import type { z } from 'zod/mini';
import type { TextKey, TextVars } from '../i18n';
import type { Message } from './messages';

/** A field's check: the messages a value earns, none when it passes. */
export type Check = (value: string) => Message[];

const passes: Message[] = [];

/** One dictionary message. */
export const say = (key: TextKey, vars?: TextVars): Message[] => [vars ? { key, vars } : { key }];

/**
 * A field rule the server serves (registration settings, FieldRule): 'Please enter …' when
 * required and empty, else its pattern's message with the rule's bounds (`reg_pattern_<id>`),
 * exactly as the server's `checkField` judges it.
 */
export const fromRule =
  (rule: FieldRule, label: string): Check =>
  (value) => {
    const result = checkField(rule, value);
    if (result === 'ok') return passes;
    if (result === 'required') return say('form.enterField', { field: label });
    return [{ pattern: rule.patternId, min: rule.minLength, max: rule.maxLength }];
  };

/** Required, then `test` on the value; one message for both or each its own. */
export const requiredThen =
  (empty: TextKey, test: (value: string) => boolean, wrong: TextKey = empty): Check =>
  (value) => {
    if (!value) return say(empty);
    return test(value) ? passes : say(wrong);
  };

/** Digits only, 1 to `max` of them (codes typed from an SMS or an image). */
export const digitsUpTo = (max: number) => new RegExp(`^\\d{1,${max}}$`);

/**
 * The contract's own rule of a request field (the schema the server parses the body with):
 * `message` when the value, as it travels (`wire`), would be refused. A value `wire` cannot
 * turn into anything (null) is refused too, even where the body takes null for another
 * meaning (a removed limit).
 */
export const accepts =
  (schema: z.ZodMiniType, message: Message[], wire?: (value: string) => unknown): Check =>
  (value) => {
    const travels = wire ? wire(value) : value;
    return travels !== null && schema.safeParse(travels).success ? passes : message;
  };
