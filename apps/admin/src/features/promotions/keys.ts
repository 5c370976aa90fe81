import type { PromotionAdminStatus } from '@lotto/contract';

/** The promotions page's query keys. */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (status: PromotionAdminStatus | 'all', pageNo: number, pageSize: number) =>
    ['promotions', 'list', status, pageNo, pageSize] as const,
  categories: ['promotions', 'categories'] as const,
};
