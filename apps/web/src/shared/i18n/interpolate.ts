export type TextVars = Record<string, string | number>;

/** Fills {{name}} placeholders; a missing value leaves an empty string. */
export const interpolate = (text: string, vars?: TextVars): string =>
  vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
