import type { RateSet } from '@lotto/contract';

/** Rates as the form edits them: percent texts by category, the group as text. */
export interface RatesDraft {
  prizeGroup: string;
  percents: Record<string, string>;
}

export const percentText = (bp: number) => (bp / 100).toFixed(2);

export const draftOf = (rates: RateSet): RatesDraft => ({
  prizeGroup: String(rates.prizeGroup),
  percents: Object.fromEntries(rates.rebates.map((r) => [r.category, percentText(r.bp)])),
});

/** The draft as the wire takes it; null when a field is not a number. */
export const ratesOf = (draft: RatesDraft, like: RateSet): RateSet | null => {
  const prizeGroup = Number(draft.prizeGroup);
  if (!Number.isInteger(prizeGroup)) return null;
  const rebates = like.rebates.map((r) => ({
    category: r.category,
    bp: Math.round(Number(draft.percents[r.category]) * 100),
  }));
  if (rebates.some((r) => !Number.isFinite(r.bp))) return null;
  return { prizeGroup, rebates };
};

/** True when any rate of `next` is above the same rate of `current` (the raise confirm). */
export const raises = (next: RateSet, current: RateSet) =>
  next.prizeGroup > current.prizeGroup ||
  next.rebates.some(
    (r) => r.bp > (current.rebates.find((c) => c.category === r.category)?.bp ?? 0),
  );
