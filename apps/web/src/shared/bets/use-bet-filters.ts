import { type GameCategory, type GameVendorsAnswer, SITE_LOTTERY_VENDOR } from '@lotto/contract';
import { useState } from 'react';
import { useVendorsQuery } from '../catalogue/vendors';
import { useTranslation } from '../i18n';
import { BET_CATEGORIES } from './bet-categories';

/** A vendor a bets screen may filter by: its code and its display name. */
export interface VendorChoice {
  code: string;
  name: string;
}

/**
 * The period, category and vendor a bets screen filters by. With `vendorOfCategory`, the
 * vendors offered are the chosen category's, so a new category drops the vendor (it would
 * list nothing); otherwise the vendor stays.
 */
export const useBetFilters = <Range>(
  initialRange: Range,
  { vendorOfCategory = false }: { vendorOfCategory?: boolean } = {},
) => {
  const [range, setRange] = useState(initialRange);
  const [category, setCategoryOnly] = useState<GameCategory | ''>('');
  const [vendor, setVendor] = useState<VendorChoice | null>(null);
  const setCategory = (next: GameCategory | '') => {
    setCategoryOnly(next);
    if (vendorOfCategory) setVendor(null);
  };
  return { range, setRange, category, setCategory, vendor, setVendor };
};
export type BetFilterState = ReturnType<typeof useBetFilters>;

/** Categories whose games the site's own lottery opens (its orders are bets of either). */
const SITE_LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/**
 * The vendors of a category as the game lobby lists them (all categories: every vendor once, in
 * the lobby's order). HOT is a lobby shelf, not a category of bets, so it is left out. The
 * site's own lottery is no vendor of the lobby's, yet its orders are bets: it leads the lottery
 * categories (named `lotteryName`) and ends the list of all.
 */
export const categoryVendors = (
  answer: GameVendorsAnswer | undefined,
  category: GameCategory | '',
  lotteryName: string,
): VendorChoice[] => {
  const shelves = (answer?.sorting ?? []).filter(
    (s) => BET_CATEGORIES.includes(s.gameCategory) && (!category || s.gameCategory === category),
  );
  const byCode = new Map<string, VendorChoice>();
  for (const entry of shelves.flatMap((s) => s.vendorNames)) {
    if (!byCode.has(entry.vassalage))
      byCode.set(entry.vassalage, { code: entry.vassalage, name: entry.accountTypeName });
  }
  const lottery = { code: SITE_LOTTERY_VENDOR, name: lotteryName };
  const vendors = [...byCode.values()];
  if (!category) return [...vendors, lottery];
  return SITE_LOTTERY_CATEGORIES.includes(category) ? [lottery, ...vendors] : vendors;
};

/** The lobby's vendors of a category, from the query home and the lobby already share. */
export const useCategoryVendors = (category: GameCategory | ''): VendorChoice[] => {
  const { t, language } = useTranslation();
  const { data } = useVendorsQuery(language);
  return categoryVendors(data, category, t('categories.LOTT'));
};

/** The vendors offered, with a chosen one kept when the offer no longer holds it. */
export const withChosen = (
  offered: readonly VendorChoice[],
  chosen: VendorChoice | null,
): readonly VendorChoice[] =>
  chosen && !offered.some((v) => v.code === chosen.code) ? [...offered, chosen] : offered;
