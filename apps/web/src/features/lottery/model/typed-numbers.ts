/**
 * The numbers a player typed for a VN or Thai bet: runs of exactly `digits` digits, separated
 * by anything else, each once, in the order typed; runs of another length are reported.
 */
export const parseTyped = (
  text: string,
  digits: number,
): { numbers: string[]; rejected: string[] } => {
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const run of text.match(/\d+/g) ?? []) {
    if (run.length !== digits) rejected.push(run);
    else if (!numbers.includes(run)) numbers.push(run);
  }
  return { numbers, rejected };
};

/** `count` distinct random numbers of `digits` digits (the Random button of typed pickers). */
export const randomTyped = (digits: number, count: number, random: () => number): string[] => {
  const out = new Set<string>();
  const space = 10 ** digits;
  while (out.size < Math.min(count, space)) {
    out.add(String(Math.floor(random() * space)).padStart(digits, '0'));
  }
  return [...out];
};
