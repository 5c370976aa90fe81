import { walletEndpoints } from './wallet/endpoints.js';

/** Every endpoint of the API, by module: the server registers each, the client calls through them. */
export const ENDPOINTS = {
  wallet: walletEndpoints,
} as const;
