/** How often the monitor and the cancel requests ask again: a late draw shows within one. */
export const MONITOR_REFRESH_MS = 10_000;
