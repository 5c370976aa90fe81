import {
  type ContractDecisionBody,
  type ContractKind,
  type ContractOfferBody,
  type ContractPendingAnswer,
  type ContractRunsAnswer,
  type ContractRunsQuery,
  type ContractView,
  checkContractTerms,
  type DownlineContractsAnswer,
  isAgentType,
  type MyContractAnswer,
  memberKindOf,
} from '@lotto/contract';
import type { MemberCtx, SiteCtx } from '../../context.js';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { pageFieldsOf, pageOf } from '../games/index.js';
import { findMember } from '../member/index.js';
import { teamMembersAtDepth } from '../team/index.js';
import {
  contractById,
  contractsOf,
  endAccepted,
  insertContract,
  runsPage,
  setState,
} from './contracts.repository.js';
import { runViewOf, viewOf, viewsOf } from './view.js';

/**
 * Agents' contracts, the member's side: what waits for an answer, a contract of a kind, the
 * answer, offers to direct sub-agents and the periods' runs. Kinds without contracts (4, 40,
 * 41, 42) see nothing pending and are refused the rest.
 */

const mayHoldContracts = (type: number) => isAgentType(type) && memberKindOf(type).contracts;

const requireContractKind = (ctx: MemberCtx) => {
  if (!memberKindOf(ctx.member.type).contracts) throw new AppError('contract.kind.excluded');
};

export const contractPending = async (ctx: MemberCtx): Promise<ContractPendingAnswer> => {
  const offered = memberKindOf(ctx.member.type).contracts
    ? await contractsOf(ctx.db, [ctx.member.id], ['offered'])
    : [];
  const idOf = (kind: ContractKind) => String(offered.find((c) => c.kind === kind)?.id ?? '');
  return {
    dailysalreqtype: idOf('daily'),
    divtypecompperiodreq: idOf('dividend'),
    contracthoursalreq: idOf('hourly'),
  };
};

export const myContract = async (ctx: MemberCtx, kind: ContractKind): Promise<MyContractAnswer> => {
  requireContractKind(ctx);
  const [latest] = await contractsOf(
    ctx.db,
    [ctx.member.id],
    ['offered', 'accepted', 'refused'],
    kind,
  );
  return { contract: latest ? await viewOf(ctx, latest) : null };
};

/** Accepting ends the contract of the kind it replaces, in the same transaction. */
export const decideContract = (
  ctx: MemberCtx,
  id: number,
  { decision }: ContractDecisionBody,
): Promise<ContractView> => {
  requireContractKind(ctx);
  return transaction(ctx, async (trx) => {
    const contract = await contractById(trx.db, id);
    if (!contract || contract.member_id !== ctx.member.id) throw new AppError('contract.not.found');
    if (contract.state !== 'offered') throw new AppError('contract.decided');
    if (decision === 'accept')
      await endAccepted(trx.db, contract.member_id, contract.kind, trx.now());
    const to = decision === 'accept' ? 'accepted' : 'refused';
    if (!(await setState(trx.db, id, 'offered', to, trx.now())))
      throw new AppError('contract.decided');
    return viewOf(trx, { ...contract, state: to, decided_at: trx.now() });
  });
};

const badTerms = (problems: { field: string; message: string }[]) =>
  new AppError('request_param_err', {
    fields: problems.map((p) => ({ field: `terms.${p.field}`, message: p.message })),
  });

/**
 * Writes an offer, from an upline (null: the operator) to a member who may hold contracts.
 * A unique index keeps one offer waiting per member and kind.
 */
export const writeOffer = async (
  ctx: SiteCtx,
  offeredBy: number | null,
  memberId: number,
  terms: ContractOfferBody['terms'],
): Promise<ContractView> => {
  const problems = checkContractTerms(terms);
  if (problems.length > 0) throw badTerms(problems);
  const waiting = await contractsOf(ctx.db, [memberId], ['offered'], terms.kind);
  if (waiting.length > 0) throw new AppError('contract.pending');
  try {
    const row = await insertContract(ctx.db, {
      merchant_id: ctx.site.id,
      member_id: memberId,
      offered_by: offeredBy,
      kind: terms.kind,
      terms: JSON.stringify(terms),
      created_at: ctx.now(),
    });
    return await viewOf(ctx, row);
  } catch (err) {
    // The unique index: another offer got there first.
    if ((await contractsOf(ctx.db, [memberId], ['offered'], terms.kind)).length > 0)
      throw new AppError('contract.pending');
    throw err;
  }
};

/** The upline's offer: only to a direct sub-agent of a kind that holds contracts. */
export const offerContract = async (
  ctx: MemberCtx,
  { memberId, terms }: ContractOfferBody,
): Promise<ContractView> => {
  if (!mayHoldContracts(ctx.member.type)) throw new AppError('contract.kind.excluded');
  const target = await findMember(ctx, memberId);
  const direct =
    target && target.merchant_id === ctx.site.id && Number(target.upline_id) === ctx.member.id;
  if (!target || !direct || !mayHoldContracts(Number(target.type)))
    throw new AppError('contract.not.allowed');
  return writeOffer(ctx, ctx.member.id, memberId, terms);
};

/** Direct sub-agents, at most this many (a page of the team's first level). */
const MAX_DOWNLINE = 500;

export const downlineContracts = async (ctx: MemberCtx): Promise<DownlineContractsAnswer> => {
  if (!mayHoldContracts(ctx.member.type)) throw new AppError('contract.kind.excluded');
  const ids = await teamMembersAtDepth(ctx, ctx.member.id, 1, { limit: MAX_DOWNLINE, offset: 0 });
  const agents = [];
  for (const id of ids) {
    const m = await findMember(ctx, id);
    if (m && mayHoldContracts(Number(m.type))) agents.push({ memberId: id, username: m.username });
  }
  const live = await viewsOf(
    ctx,
    await contractsOf(
      ctx.db,
      agents.map((a) => a.memberId),
      ['offered', 'accepted'],
    ),
  );
  return {
    list: agents.map((a) => ({ ...a, contracts: live.filter((c) => c.memberId === a.memberId) })),
  };
};

export const contractRuns = async (
  ctx: MemberCtx,
  query: ContractRunsQuery,
): Promise<ContractRunsAnswer> => {
  requireContractKind(ctx);
  const contracts = await contractsOf(ctx.db, [ctx.member.id], ['accepted', 'ended'], query.kind);
  const { rows, total } = await runsPage(
    ctx.db,
    contracts.map((c) => c.id),
    pageOf(query.pageNo, query.pageSize),
  );
  return {
    ...pageFieldsOf(total, query.pageNo, query.pageSize),
    list: rows.map((r) => runViewOf(r, query.kind)),
  };
};

/** Whether the member holds or was offered a contract of the kind, in any state. */
export const hasContractOf = async (ctx: SiteCtx, memberId: number, kind: ContractKind) =>
  (await contractsOf(ctx.db, [memberId], ['offered', 'accepted', 'refused', 'ended'], kind))
    .length > 0;
