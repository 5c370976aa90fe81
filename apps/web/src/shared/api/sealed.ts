import type { EndpointSpec } from '@lotto/contract';
import { publicKey as publicKeyEndpoint } from '@lotto/contract/endpoints/account';
import type { z } from 'zod/mini';
import { ApiError, apiRequest, type RequestOptions } from './client';
import { importServerKey, makeNonce, type ServerKey, seal } from './encrypt';

/**
 * Encrypted bodies (DESIGN.md, "API conventions"): only login, registration and the like use
 * them, so this module loads with those screens, not with the app.
 */

type Options = Pick<RequestOptions<z.ZodMiniType>, 'signal' | 'token' | 'sessionEnded'>;

let cachedKey: Promise<ServerKey> | null = null;

/** The server's public key, fetched once per page load (and again after a failure). */
const serverKey = (): Promise<ServerKey> => {
  const publicKey = publicKeyEndpoint;
  cachedKey ??= apiRequest(publicKey.path, {
    moduleId: publicKey.module,
    schema: publicKey.answer,
  }).then(importServerKey);
  cachedKey.catch(() => {
    cachedKey = null;
  });
  return cachedKey;
};
export const forgetServerKey = () => {
  cachedKey = null;
};

/** Codes after which a fresh server key is worth one more try. */
const KEY_PROBLEMS = ['encryption.invalid'];

/**
 * Sends a body encrypted, with a fresh timestamp and nonce on every try; the server may have
 * rotated its key since this page fetched it.
 */
export const sealedRequest = async <T>(
  path: string,
  endpoint: EndpointSpec,
  body: object,
  options: Options,
): Promise<T> => {
  const send = async () => {
    const sealed = await seal(
      { ...body, timestamp: Date.now(), nonce: makeNonce() },
      await serverKey(),
    );
    return apiRequest(path, {
      ...options,
      method: endpoint.method,
      moduleId: endpoint.module,
      body: sealed.body,
      headers: sealed.headers,
      schema: endpoint.answer as z.ZodMiniType<T>,
    });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || !KEY_PROBLEMS.includes(error.code)) throw error;
    forgetServerKey();
    return send();
  }
};
