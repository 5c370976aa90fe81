import { RTP_LIMITS } from '@lotto/contract';

/** Basis points as the operator reads them: 9650 is "96.50 %". */
export const percentOfBp = (bp: number): string => `${(bp / 100).toFixed(2)} %`;

/** A percentage typed in (96.5) as basis points (9650), whole. */
export const bpOfPercent = (percent: number): number => Math.round(percent * 100);

/** The RTP a game or vendor may be set to, as percentages for an input's bounds. */
export const RTP_PERCENT = { min: RTP_LIMITS.minBp / 100, max: RTP_LIMITS.maxBp / 100 } as const;

export const rtpAllowed = (bp: number): boolean =>
  Number.isInteger(bp) && bp >= RTP_LIMITS.minBp && bp <= RTP_LIMITS.maxBp;
