/** Minor units to the wire's 2-decimal text, in integers (no float rounding): 75 -> "0.75". */
export const amountOf = (minor: number): string => {
  const abs = Math.abs(minor);
  const cents = String(abs % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${cents}`;
};

/** A validated amount text ("0.1", "5", "0.75") to minor units. */
export const minorOf = (amount: string): number => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The page fields every list answers; totalPages is 0 for an empty list. */
export const pageFieldsOf = (total: number, pageNo: number, pageSize: number) => ({
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  totalCount: total,
});

export const pageOf = (pageNo: number, pageSize: number) => ({
  limit: pageSize,
  offset: (pageNo - 1) * pageSize,
});
