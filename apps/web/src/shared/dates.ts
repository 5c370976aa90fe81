/** Dates as the app shows them: the phone's local time, YYYY/MM/DD as spec/02's lists. */

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY/MM/DD. */
export const localDate = (epochMs: number): string => {
  const d = new Date(epochMs);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
};

/** YYYY/MM/DD HH:mm. */
export const localDateTime = (epochMs: number): string => {
  const d = new Date(epochMs);
  return `${localDate(epochMs)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
