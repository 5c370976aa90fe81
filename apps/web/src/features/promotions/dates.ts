/**
 * spec/02: the list shows dates as YYYY/MM/DD, the detail as MM/DD/YYYY, and "long term" in
 * place of a range when noExpiry is 1. Dates are the phone's local ones.
 */

const parts = (ms: number) => {
  const d = new Date(ms);
  return {
    y: String(d.getFullYear()),
    m: String(d.getMonth() + 1).padStart(2, '0'),
    d: String(d.getDate()).padStart(2, '0'),
  };
};

export const listDate = (ms: number) => {
  const { y, m, d } = parts(ms);
  return `${y}/${m}/${d}`;
};

export const detailDate = (ms: number) => {
  const { y, m, d } = parts(ms);
  return `${m}/${d}/${y}`;
};
