/**
 * Row type of the demo module's table (migration 0008): which browser's inbox an address
 * belongs to in demo mode. It joins the app's `Database` by declaration merging.
 */
export interface DemoInboxesTable {
  merchant_id: number;
  /** E.164 number or lower-case e-mail address, as the outbox names recipients. */
  recipient: string;
  /** sha256 (hex) of the browser's inbox secret; the secret itself lives only in its cookie. */
  owner_hash: string;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    demo_inboxes: DemoInboxesTable;
  }
}
