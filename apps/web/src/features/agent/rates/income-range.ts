/** Preset ranges of the income screen, in the site's days (YYYY-MM-DD). */
export type Preset = 'yesterday' | 'week' | 'month' | 'lastMonth';
export const PRESETS: readonly Preset[] = ['yesterday', 'week', 'month', 'lastMonth'];

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The range a preset names, from the site's today. */
export const rangeOf = (preset: Preset, today: string): { from: string; to: string } => {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'week':
      return { from: shift(today, -7), to: shift(today, -1) };
    case 'month':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const end = shift(monthStart, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
};
