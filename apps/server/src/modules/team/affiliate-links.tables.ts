import type { Generated } from 'kysely';

/** Row type of affiliate_links (migration 0041): an agent's links, each with its own code. */
export interface AffiliateLinksTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  code: string;
  /** The type a member registering by this link gets (openableTypes of the agent). */
  member_type: number;
  /** Stored for the rates model. */
  prize_group: number;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    affiliate_links: AffiliateLinksTable;
  }
}
