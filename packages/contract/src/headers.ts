/** Request headers every client call may carry (DESIGN.md, "API conventions"). */
export const HEADERS = {
  authorization: 'authorization',
  merchant: 'merchant',
  language: 'language',
  device: 'device',
  module: 'module',
  encryption: 'encryption',
  requestId: 'x-request-id',
} as const;

/** `Device` header: OTHERS marks an installed home-screen app. */
export const DEVICES = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];
