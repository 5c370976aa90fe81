/** Row type of stake_contributions (migration 0013): percent of a category's stake that counts. */
export interface StakeContributionsTable {
  merchant_id: number;
  category: string;
  percent: number;
}

declare module '../../db/schema.js' {
  interface Database {
    stake_contributions: StakeContributionsTable;
  }
}
