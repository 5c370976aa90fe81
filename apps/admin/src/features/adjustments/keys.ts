import { sharedKeys } from '../../shared/api/query-keys';

/** The adjustments' query keys, under the shared root a member's page refreshes too. */
export const adjustmentKeys = {
  all: sharedKeys.adjustments,
  list: (status: string, pageNo: number) =>
    [...sharedKeys.adjustments, 'list', status, pageNo] as const,
};
