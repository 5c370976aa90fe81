import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawResultWith } from './draw.js';
import { LOTTERY_FAMILIES } from './families.js';
import {
  cancelRequest,
  lotteryResultSchema,
  placeOrdersRequest,
  selectionSchema,
} from './schemas.js';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

describe('lottery schemas', () => {
  it('carry every family result as drawn', () => {
    for (const family of LOTTERY_FAMILIES) {
      const result = drawResultWith(
        hmac,
        family,
        family === 'VN' ? 'south' : null,
        'schema',
        '20261123-0001',
      );
      expect(lotteryResultSchema.parse(JSON.parse(JSON.stringify(result)))).toEqual(result);
    }
  });

  it('bound selections in size', () => {
    expect(selectionSchema.safeParse({ positions: [[1, 2], [3]] }).success).toBe(true);
    expect(selectionSchema.safeParse({ positions: [[1], [1], [1], [1], [1], [1]] }).success).toBe(
      false,
    );
    expect(
      selectionSchema.safeParse({ positions: [Array.from({ length: 31 }, (_, i) => i)] }).success,
    ).toBe(false);
    expect(selectionSchema.safeParse({ positions: [[100]] }).success).toBe(false);
    expect(selectionSchema.safeParse({ numbers: ['27', '1234567'] }).success).toBe(false);
    expect(
      selectionSchema.safeParse({ numbers: Array.from({ length: 1001 }, () => '1') }).success,
    ).toBe(false);
  });

  it('take 1 to 20 items of an order with a known money unit', () => {
    const item = {
      betType: '5D_FIXED',
      selection: { positions: [[1], [], [], [], []] },
      unit: '0.1',
      multiple: 2,
      prizeGroup: 1800,
    };
    const order = {
      code: 'FFC5',
      drawNo: '20261123-0001',
      requestId: 'request-0001',
      items: [item],
    };
    expect(placeOrdersRequest.safeParse(order).success).toBe(true);
    expect(placeOrdersRequest.safeParse({ ...order, items: [] }).success).toBe(false);
    expect(placeOrdersRequest.safeParse({ ...order, items: Array(21).fill(item) }).success).toBe(
      false,
    );
    expect(
      placeOrdersRequest.safeParse({ ...order, items: [{ ...item, unit: '0.5' }] }).success,
    ).toBe(false);
    expect(
      placeOrdersRequest.safeParse({ ...order, items: [{ ...item, multiple: 0 }] }).success,
    ).toBe(false);
    expect(placeOrdersRequest.safeParse({ ...order, drawNo: '2026-1' }).success).toBe(false);
  });

  it('cancel an order or a chase (a chase draw), never both', () => {
    expect(cancelRequest.safeParse({ orderNo: 'L123456' }).success).toBe(true);
    expect(cancelRequest.safeParse({ chaseNo: 'C123456', drawNo: '20261123-0002' }).success).toBe(
      true,
    );
    expect(cancelRequest.safeParse({ chaseNo: 'C123456' }).success).toBe(true);
    expect(cancelRequest.safeParse({ orderNo: 'L123456', chaseNo: 'C123456' }).success).toBe(false);
    expect(cancelRequest.safeParse({ orderNo: 'L123456', drawNo: '20261123-0002' }).success).toBe(
      false,
    );
    expect(cancelRequest.safeParse({}).success).toBe(false);
  });
});
