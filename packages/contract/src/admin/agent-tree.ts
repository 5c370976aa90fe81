import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { decisionReason, idParams } from './schemas.js';

/**
 * The back office's agent tree: the site's top agents, a member found by name with its upline
 * chain, a member's direct downlines one level at a time (each with its team's size, so the
 * tree opens lazily), and moving a member with its whole team under another agent
 * (permission agents.move; the reason goes to the audit log).
 */

export const agentTreeNode = onFirstUse(() =>
  z.object({
    id: z.int(),
    username: z.string(),
    /** The member type (MEMBER_TYPES); agent kinds are those isAgentType answers true for. */
    type: z.int(),
    uplineId: z.nullable(z.int()),
    /** Members below it at any depth, itself left out. */
    teamSize: z.int(),
    /** Members directly below it. */
    directCount: z.int(),
    /** Cash balance. */
    balance: moneyString,
    createdAt: z.number(),
  }),
);
export type AgentTreeNode = z.infer<typeof agentTreeNode>;

export const agentTreePage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(agentTreeNode) }),
);

/** A member and its uplines, the top of the tree first and its direct upline last. */
export const agentTreeBranch = onFirstUse(() =>
  z.object({ member: agentTreeNode, uplines: z.array(agentTreeNode) }),
);
export type AgentTreeBranch = z.infer<typeof agentTreeBranch>;

export const agentTreeSearchQuery = onFirstUse(() =>
  z.object({
    /** An account name or its beginning. */
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  }),
);
export const agentTreeSearchAnswer = onFirstUse(() => z.object({ list: z.array(agentTreeBranch) }));

export const agentMoveBody = onFirstUse(() =>
  z.object({
    /** The agent the member (with its whole team) goes under. */
    uplineId: z.int().check(z.minimum(1), z.maximum(2_147_483_647)),
    reason: decisionReason,
  }),
);
export type AgentMoveBody = z.infer<typeof agentMoveBody>;

/** The site's agents that have no upline: the tree's roots. */
export const topAgents = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-tree/top',
  guard: 'members.read',
  query: pageQuery,
  answer: agentTreePage,
});

/** Members whose name begins with the text, each with its upline chain. */
export const searchTree = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-tree/search',
  guard: 'members.read',
  query: agentTreeSearchQuery,
  answer: agentTreeSearchAnswer,
});

/** A member's direct downlines, by id. */
export const downlines = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-tree/:id/downlines',
  guard: 'members.read',
  params: idParams,
  query: pageQuery,
  answer: agentTreePage,
});

/** Moves the member and its whole team under another agent; answers its new branch. */
export const moveMember = adminEndpoint({
  method: 'POST',
  path: '/admin/api/agent-tree/:id/move',
  guard: 'agents.move',
  params: idParams,
  body: agentMoveBody,
  answer: agentTreeBranch,
});
