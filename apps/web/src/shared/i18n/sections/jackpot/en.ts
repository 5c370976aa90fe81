/** Texts of the jackpot counter on home. */
export const EN = {
  title: 'Progressive jackpot',
  caption: 'Every real-money slot spin adds to it. One spin takes it all.',
} as const;
