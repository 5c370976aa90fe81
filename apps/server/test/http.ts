import { errorEnvelope } from '@lotto/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod/mini';

/** Test helpers for calls through the real app. */

type Query = Record<string, string | number | undefined>;
export const urlOf = (path: string, query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** GET that must succeed; answers the parsed value. */
export const getOk = async <T extends z.ZodMiniType>(
  app: FastifyInstance,
  schema: T,
  url: string,
  headers: Record<string, string> = {},
): Promise<z.output<T>> => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return schema.parse(body.value) as z.output<T>;
};

/** Any request that must fail; answers the status and the error code. */
export const failureOf = async (app: FastifyInstance, request: InjectOptions) => {
  const res = await app.inject(request);
  return { status: res.statusCode, code: errorEnvelope.parse(res.json()).errorCode };
};
