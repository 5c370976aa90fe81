import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * The site's progressive jackpot (shown on Home): a real pool the server keeps in its ledger,
 * fed by a share of every real-money slot stake and paid to the member whose round hits it.
 * The figure is the pool as it stands (never more); the home counter rolls toward it.
 */

/** How often the app asks for the figure again while home is open. */
export const JACKPOT_REFRESH_MS = 10_000;

/** GET /wps/relay/jackpot: the pool to show, or null when the site runs none. */
export const jackpotAnswer = onFirstUse(() =>
  z.nullable(
    z.object({
      /** The pool's balance now, 2 decimals. */
      amount: moneyString,
      currency: z.string(),
      currencySymbol: z.string(),
    }),
  ),
);
export type JackpotAnswer = z.infer<typeof jackpotAnswer>;
