import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  affiliateLink,
  affiliateLinksAnswer,
  deleteAffiliateLinkBody,
  newAffiliateLinkBody,
  openAccountAnswer,
  openAccountBody,
} from './team-accounts.js';
import { teamListAnswer, teamListQuery } from './team-list.js';
import {
  teamTransferAnswer,
  transferDownlineBody,
  transferMultipleDownlineBody,
} from './team-transfer.js';

/**
 * Team management, transfers to downlines, open account and affiliate links (spec/02 "Agent
 * area"); the paths follow the relay's style. Any session may call; a non-agent (types 0, 4,
 * 40) is refused with agent.required.
 */

/** The list; any session may call, a non-agent gets agent.required. */
export const teamList = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/team',
  module: 'AGENT3',
  feature: 'AGENTTEAM3',
  access: 'member',
  query: teamListQuery,
  answer: teamListAnswer,
});

export const transferDownline = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/transferDownline',
  module: 'AGENT3',
  feature: 'AGENTTEAM3',
  access: 'member',
  body: transferDownlineBody,
  answer: teamTransferAnswer,
});

export const transferMultipleDownline = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/transferMultipleDownline',
  module: 'AGENT3',
  feature: 'AGENTTEAM3',
  access: 'member',
  body: transferMultipleDownlineBody,
  answer: teamTransferAnswer,
});

export const openAccount = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/openAccount',
  module: 'AGENT3',
  access: 'member',
  body: openAccountBody,
  answer: openAccountAnswer,
});

/** The agent's links, newest first (the spec's "affiliate URLs"). */
export const affiliateLinks = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/affiliateUrls',
  module: 'AGENT3',
  access: 'member',
  answer: affiliateLinksAnswer,
});

/** A new link with a fresh code (the spec's "agent affiliate"). */
export const createAffiliateLink = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/affiliateUrls',
  module: 'AGENT3',
  access: 'member',
  body: newAffiliateLinkBody,
  answer: affiliateLink,
});

/** Deletes one of the caller's links: its code registers no one from then on. */
export const deleteAffiliateLink = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/affiliateUrls/delete',
  module: 'AGENT3',
  access: 'member',
  body: deleteAffiliateLinkBody,
  answer: onFirstUse(() => z.null()),
});
