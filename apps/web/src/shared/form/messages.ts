import { FIELD_PATTERNS, type LanguageCode, type PatternId } from '@lotto/contract';
import { type TextKey, type TextVars, translate } from '../i18n';

/**
 * A validation message, kept as a reference rather than text so it always shows in the current
 * language: a dictionary key, a registration pattern (`reg_pattern_<id>` with min and max), or
 * text the server already localized.
 */
export type Message =
  | { key: TextKey; vars?: TextVars }
  | { pattern: number; min: number; max: number }
  | { text: string };

const isPatternId = (id: number): id is PatternId => id in FIELD_PATTERNS;

export const messageText = (message: Message, language: LanguageCode): string => {
  if ('text' in message) return message.text;
  if ('key' in message) return translate(language, message.key, message.vars);
  const pattern = isPatternId(message.pattern) ? FIELD_PATTERNS[message.pattern] : null;
  const template = pattern ? pattern[language] : `${message.min}-${message.max}`;
  return template.replace('{{min}}', String(message.min)).replace('{{max}}', String(message.max));
};

/** spec/01 section 5: a field's errors are listed under it, joined by commas. */
export const joinMessages = (messages: readonly Message[], language: LanguageCode): string =>
  messages.map((m) => messageText(m, language)).join(', ');

/**
 * A message as a schema issue carries it (issues hold strings): JSON of the reference, so the
 * field can show it in whatever language is current when it renders.
 */
export const encodeMessage = (message: Message): string => JSON.stringify(message);

/** The reference back from an issue's string; a plain string is text as it stands. */
export const decodeMessage = (encoded: string): Message => {
  try {
    const parsed: unknown = JSON.parse(encoded);
    if (parsed && typeof parsed === 'object') return parsed as Message;
  } catch {
    // not one of ours: shown as it is
  }
  return { text: encoded };
};
