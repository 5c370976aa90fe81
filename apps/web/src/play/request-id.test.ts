import { playRoundRequest } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { newRequestId } from '../shared/request-id';
import { requestIdFor } from './request-id';

describe('round request ids', () => {
  it('are fresh each time and fit the contract', () => {
    const a = newRequestId();
    const b = newRequestId();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(playRoundRequest.shape.requestId.safeParse(a).success).toBe(true);
  });

  it('repeat the id of the same unanswered request, and only of that one', () => {
    const unanswered = { key: 'slot|10.00', requestId: 'abcdefgh12345678' };
    expect(requestIdFor('slot|10.00', unanswered)).toBe('abcdefgh12345678');
    expect(requestIdFor('slot|20.00', unanswered)).not.toBe('abcdefgh12345678');
    expect(requestIdFor('slot|10.00', null)).toMatch(/^[0-9a-f]{32}$/);
  });
});
