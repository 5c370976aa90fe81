/**
 * Which addresses link nobody (docs/back-office.md "Risk alerts"):
 * - loopback: the platform's own tools (the seed, scripts) sign in from the server itself, so
 *   their sign-ins link neither by device nor by address;
 * - private, carrier-grade NAT and link-local ranges: the operator's own network or a
 *   carrier's, shared by strangers, so they never link by address.
 */

const ipv4 = (ip: string): number[] | undefined => {
  const text = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255) ? bytes : undefined;
};

export const isLoopback = (ip: string): boolean => {
  const v4 = ipv4(ip);
  return v4 ? v4[0] === 127 : ip === '::1';
};

const isSharedRange = (ip: string): boolean => {
  const v4 = ipv4(ip);
  if (!v4) {
    const lower = ip.toLowerCase();
    return lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  const [a = 0, b = 0] = v4;
  return (
    a === 0 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254)
  );
};

/** An address whose sign-ins may link members (a public one). */
export const linksByAddress = (ip: string): boolean => !isLoopback(ip) && !isSharedRange(ip);
