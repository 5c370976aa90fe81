/** Minor units as a money string: 1234 -> "12.34" (integers only, no float on the way). */
export const minorToMoney = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A money string as minor units: "12.3" -> 1230; NaN when it is not one. */
export const moneyToMinor = (money: string): number => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return Number.NaN;
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
};

/** Odds as shown: a prize per 2.00 bet in minor units, as times the stake ("1960", "9.8"). */
export const oddsText = (prizeMinorPerBet: number, unitPriceMinor: number): string => {
  const times = prizeMinorPerBet / unitPriceMinor;
  return Number.isInteger(times)
    ? String(times)
    : times.toFixed(times < 10 ? 3 : 2).replace(/0+$/, '');
};
