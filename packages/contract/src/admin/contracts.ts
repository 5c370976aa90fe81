import { z } from 'zod/mini';
import { contractRun, contractTerms, contractView } from '../agent/contracts.schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { adminEndpoint } from './endpoint.js';

/**
 * The back office's agents' contracts: every contract of the site with its runs and payments
 * (members.read), and the operator's offer to a top agent, paid by the site (members.adjust:
 * it commits the site's money).
 */

/** Most contracts the list shows, newest first; each with its latest runs. */
export const ADMIN_CONTRACTS_SHOWN = 200;
export const ADMIN_CONTRACT_RUNS_SHOWN = 31;

export const adminContractsPage = onFirstUse(() =>
  z.object({
    list: z.array(z.object({ contract: contractView, runs: z.array(contractRun) })),
  }),
);
export type AdminContractsPage = z.infer<typeof adminContractsPage>;

export const adminContractOfferBody = onFirstUse(() =>
  z.object({
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    terms: contractTerms,
  }),
);
export type AdminContractOfferBody = z.infer<typeof adminContractOfferBody>;

export const adminContracts = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-contracts',
  guard: 'members.read',
  answer: adminContractsPage,
});

/** Offers a contract to a top agent (an agent without an upline), paid by the site. */
export const adminOfferContract = adminEndpoint({
  method: 'POST',
  path: '/admin/api/agent-contracts',
  guard: 'members.adjust',
  body: adminContractOfferBody,
  answer: contractView,
});
