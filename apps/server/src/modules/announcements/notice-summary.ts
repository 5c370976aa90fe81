import { NOTICE_SUMMARY_LENGTH } from '@lotto/contract';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The words of an announcement's HTML as one line of plain text, for the list: tags dropped
 * (block ends become spaces), entities decoded, cut at NOTICE_SUMMARY_LENGTH characters on a
 * word boundary where there is one. It is shown as text, never as HTML, so nothing in it runs.
 */
export const noticeSummary = (html: string): string => {
  const text = decode(
    html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text]; // whole code points: Burmese and emoji are not split
  if (chars.length <= NOTICE_SUMMARY_LENGTH) return text;
  const cut = chars.slice(0, NOTICE_SUMMARY_LENGTH - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > NOTICE_SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
