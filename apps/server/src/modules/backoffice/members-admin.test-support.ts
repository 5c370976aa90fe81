import type { HttpMethod } from '@lotto/contract';
import { expect } from 'vitest';

/** Shared pieces of the members' and feedback back-office tests. */

export const ok = <T>(res: { statusCode: number; body: string; json: () => { value: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

export const failure = (res: { statusCode: number; body: string; json: () => unknown }) => ({
  status: res.statusCode,
  code: (res.json() as { errorCode?: string }).errorCode,
});

export type Call = [HttpMethod, string, unknown?];

export const REASON = { reason: 'Checked by the support desk' };
