import { adminContractEndpoints as endpoints, isAgentType, memberKindOf } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { adminRoute, type OperatorCtx, recordAudit } from '../backoffice/index.js';
import { findMemberByUsername } from '../member/index.js';
import { contractsOfSite, runsPage } from './contracts.repository.js';
import { writeOffer } from './contracts.service.js';
import { runViewOf, viewsOf } from './view.js';

const { ADMIN_CONTRACT_RUNS_SHOWN, ADMIN_CONTRACTS_SHOWN } = endpoints;
type AdminContractsPage = endpoints.AdminContractsPage;
type AdminContractOfferBody = endpoints.AdminContractOfferBody;

/**
 * The back office's contracts: every contract of the site with its latest runs, and the
 * operator's offer to a top agent (paid by the site), audited with the offer.
 */

const contractsOfSiteWithRuns = async (ctx: OperatorCtx): Promise<AdminContractsPage> => {
  const rows = await contractsOfSite(ctx.db, ctx.site.id, ADMIN_CONTRACTS_SHOWN);
  const views = await viewsOf(ctx, rows);
  const list = [];
  for (const contract of views) {
    const { rows: runs } = await runsPage(ctx.db, [contract.id], {
      limit: ADMIN_CONTRACT_RUNS_SHOWN,
      offset: 0,
    });
    list.push({ contract, runs: runs.map((r) => runViewOf(r, contract.kind)) });
  }
  return { list };
};

const offerToTopAgent = (ctx: OperatorCtx, body: AdminContractOfferBody) =>
  transaction(ctx, async (trx) => {
    const member = await findMemberByUsername(trx, body.username);
    const type = Number(member?.type ?? -1);
    if (!member || member.upline_id !== null || !isAgentType(type) || !memberKindOf(type).contracts)
      throw new AppError('contract.not.allowed');
    const offer = await writeOffer(trx, null, member.id, body.terms);
    await recordAudit(trx, {
      action: 'agent.contract.offer',
      targetType: 'member',
      targetId: member.id,
      after: offer,
    });
    return offer;
  });

export const contractAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.adminContracts, (ctx) => contractsOfSiteWithRuns(ctx));
  adminRoute(app, endpoints.adminOfferContract, (ctx, { body }) => offerToTopAgent(ctx, body));
};
