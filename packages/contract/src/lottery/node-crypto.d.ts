/**
 * The one Node API the lottery's tests use (node's createHmac for the synchronous draw path):
 * the contract compiles without Node's types, since browsers run it too.
 */
declare module 'node:crypto' {
  export function createHmac(
    algorithm: 'sha256',
    key: string,
  ): { update(data: string): { digest(): Uint8Array } };
}
