/**
 * A fresh id for one submitted request (a bet, a transfer, a withdrawal): the server answers a
 * repeat of the same id with its first result, so a retried or doubled tap acts once. 32 hex
 * digits from getRandomValues, which works on plain http too (randomUUID needs a secure context).
 */
export const newRequestId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
